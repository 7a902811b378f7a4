#pragma once
// The board's input as values: a click or a key, read against the board's
// geometry and the input's state, gives what the player means (an intent)
// and the input's next state. No widget and no game model: PlayController
// asks these functions and carries out their answer (tests/ui/tst_boardinput.cpp
// drives them on boards as strings).
//
//  - A peg with one legal move moves at once; a peg with several is lifted
//    and the second click chooses (for a pair shift, the second click picks
//    the peg to pair it with); the same peg again puts it back.
//  - The keyboard's square goes over every peg (the arrow keys: the nearest
//    peg in the key's direction, on rows and trees alike), over a lifted
//    peg's choices while one is lifted; Home and End go to the first and the
//    last peg that can move; Enter acts on its peg as a click does.
#include "board/boardgeometry.h"
#include "board/boardmarks.h"
#include "model/move.h"
#include "model/position.h"
#include "model/rules.h"
#include "words/movedpegs.h"

#include <optional>
#include <span>
#include <vector>

namespace leapfrog::ui {

// A move the player can reach from a peg: the pegs it moves, and the hole a
// second click names it by when the peg has several moves.
struct MoveChoice {
    Move move;
    std::vector<PegMotion> motions;
    int secondClick = -1;
};

// Every legal move from `position`, with the pegs each moves.
std::vector<MoveChoice> moveChoices(RuleSet rules, const Position& position, std::span<const Move> legal);
// The moves a click on `hole` can mean, each named by its second click.
std::vector<MoveChoice> choicesAt(std::span<const MoveChoice> moves, int hole);
// The holes holding a peg, in board order.
std::vector<int> holesWithPegs(const Position& position);
// The pegs that can move, in board order, once each.
std::vector<int> movablePegs(std::span<const MoveChoice> moves);
// Of `holes`, the one nearest `hole` on the board (of two as near, the first
// in `holes`); -1 when `holes` is empty.
int nearestHole(const BoardGeometry& geometry, int hole, std::span<const int> holes);

// Where the input stands between two events.
struct InputState {
    int cursor = -1;   // the keyboard's square (-1: not placed)
    int hovered = -1;  // the hole under the mouse
    int selected = -1; // a lifted peg, waiting for its second click
    std::vector<MoveChoice> choices; // the lifted peg's moves
    // The holes a pair shift made at one click has just left: a second
    // click there (the player meant to pick the partner) is told so.
    std::vector<int> justEmptied;
    bool keyboardUsed = false; // the last input on the board was a key
    bool mouseUsed = false;    // ...or the mouse (a click, a peg hovered)
};

// What a click (or Enter on the square's peg) means.
enum class ClickIntent {
    Nothing,        // beside the board, or a lifted peg put down by a click beside
    Play,           // play `move`
    Lift,           // lift the peg: the state holds its choices
    PutBack,        // the lifted peg clicked again: put back
    PairShifted,    // a hole the last pair shift just left: the pair moved already
    Solved,         // the game is won: nothing to move
    Refuse,         // this peg (or empty hole) cannot move: say why
};

struct ClickReading {
    ClickIntent intent = ClickIntent::Nothing;
    MoveChoice move;   // for Play
    InputState next;   // the input after the click
};

// A click on `hole` (-1: beside the board) in `position`, whose legal moves
// are `moves`; `won` when the game is solved.
ClickReading readClick(const InputState& state, const Position& position, std::span<const MoveChoice> moves,
                       bool won, int hole);

// What a key on the board means, the game being played (not watched, not
// looked back at).
enum class KeyIntent {
    PutAway,        // Esc: the lifted peg put back, the hint put away
    MakeHintedMove, // Enter on the hinted peg: the hinted move, whatever else the peg could do
    Act,            // Enter on the square's peg: as a click on `hole`
    MoveCursor,     // an arrow, Home or End (or Enter with no square yet): the state's cursor moved
    NothingToMove,  // no peg to go to
};

struct KeyReading {
    KeyIntent intent = KeyIntent::NothingToMove;
    int hole = -1;   // for Act
    InputState next; // the input after the key (a key was used: the mouse's marks step aside)
};

// The square after an arrow key, Home or End: over the lifted peg's choices,
// else over every peg (Home and End: the pegs that can move). nullopt when
// there is nowhere to go (no peg, or no choice).
std::optional<int> cursorAfterKey(const BoardGeometry& geometry, const InputState& state, const Position& position,
                                  std::span<const MoveChoice> moves, BoardKey key);

// A key on the board (`hint`: the hinted move, if one shows).
KeyReading readKey(const BoardGeometry& geometry, const InputState& state, const Position& position,
                   std::span<const MoveChoice> moves, std::optional<Move> hint, BoardKey key);

// Where the square starts when the board takes the keyboard with no square
// on it: the guide's peg (the tutorial's arrow) if it holds a peg, else the
// peg that can move nearest the empty hole (the left one of two as near),
// else the peg nearest the empty hole, else the first peg.
int startingCursor(const BoardGeometry& geometry, const Position& position, std::span<const MoveChoice> moves,
                   std::optional<Move> guide);
// The square kept on a peg once its hole lost its peg (a restart, a position
// chosen elsewhere): the nearest peg; unchanged while its hole holds one.
int cursorOnAPeg(const BoardGeometry& geometry, const Position& position, int cursor);
// The square follows the peg it was on from `from` to `to`.
int cursorFollowingPeg(int cursor, const Position& from, const Position& to);

// A key while a past move is looked at (`at`, the 0-based index of one of the
// `made` moves of the line, at least one): the move looked at next, or
// nullopt to return to the game. The arrow keys walk the moves (stopping at
// the first and the last), Home and End go to the first and the last, Esc and
// Enter return to the game.
std::optional<std::size_t> reviewAfterKey(std::size_t at, std::size_t made, BoardKey key);

} // namespace leapfrog::ui
