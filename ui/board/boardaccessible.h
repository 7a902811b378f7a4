#pragma once
// The board for a screen reader (QAccessible): a list named after the board
// ("Board, classic:3") with one item per hole, named by what it holds and
// the moves the player can make from it now ("hole 5, blue peg, can jump to
// 3"; "hole 1, blue peg, cannot move" while other pegs can). The moves are the ones the board was given (BoardView::setPlayableMoves,
// from the core's rules through the game): nothing here knows a rule.
//
// The list's focus is the keyboard's hole, and the board's description is
// its last announcement (the move just made and its verdict): Qt 6.4 has no
// announcement event, so the board says it by DescriptionChanged on itself
// and on the focused hole, whose description it is until the keyboard moves
// on (a screen reader speaks a description change of the object with the
// focus; tests/xvfb/atspi_board.sh prints what AT-SPI delivers).
#include "boardview.h"

#include <QString>

namespace leapfrog::ui {

// What a hole is called: its number, what it holds, where its peg can go.
QString holeAccessibleName(const Position& position, const std::vector<PlayableMove>& moves, int hole);

// Makes QAccessible build the board's interface for every BoardView (once
// per program; BoardView's constructor calls it).
void installBoardAccessibility();

// Tells a screen reader that the keyboard's hole (the focused item) moved
// to `hole`, or that the board's description changed.
void notifyHoleFocus(BoardView* view, int hole);
void notifyAnnouncement(BoardView* view);
// The keyboard left `hole`, which said the last announcement: its description is empty now.
void notifyAnnouncementLeft(BoardView* view, int hole);

// A screen reader that keeps what it read (as Orca does) must be told each
// change of a hole's name: after the view's position or playable moves
// changed from `before` and `movesBefore` (same board), a NameChanged for
// each hole whose name differs, among those a screen reader has asked for.
void notifyHolesChanged(BoardView* view, const Position& before, const std::vector<PlayableMove>& movesBefore);
// Around a new board: the old holes are removed (their interfaces deleted,
// so that nothing read of them is taken for the new board's; true when a
// screen reader had read any), then the new ones are told added.
bool notifyBoardLeaving(BoardView* view);
void notifyBoardArrived(BoardView* view, bool holesWereRead);

} // namespace leapfrog::ui
