#pragma once
// What the board is told and what it tells, as values: the marks it draws on
// top of the pegs, the moves it names for a screen reader, and the keys it
// reports. No widget: play/'s input and marks are plain functions of them
// (play/boardinput.h, play/playmarks.h), tested without a window.
#include "model/move.h"
#include "model/rules.h"

#include <QString>

#include <utility>
#include <vector>

namespace leapfrog::ui {

// What the board shows on top of the pegs.
struct BoardMarks {
    int hovered = -1;                // a peg that can move, under the mouse
    int selected = -1;               // a peg chosen by a first click: raised, ringed
    std::vector<int> targets;        // holes the second click may choose
    int cursor = -1;                 // the keyboard's hole
    std::vector<int> hintFrom;       // a hinted move: the pegs it moves...
    std::vector<int> hintTo;         // ...and where they go
    std::vector<int> warnings;       // the coach's warnings, on the holes a move would fill
    std::vector<int> flagged;        // pegs just moved by an improper move
    // The improper board it made: hole and letter (empty for the empty hole,
    // drawn as a little hole).
    std::vector<std::pair<int, QString>> pattern;
};

// A move the player can make now, as the board names it for a screen reader
// (for a pair shift, `move` names the left holes of the pair before and after).
struct PlayableMove {
    Move move;
    MoveShape shape = MoveShape::Step;
};

// The keys the board reports: the arrows, Home and End, Enter and Esc.
enum class BoardKey { Left, Right, Up, Down, First, Last, Activate, Cancel };

} // namespace leapfrog::ui
