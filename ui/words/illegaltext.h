#pragma once
// Why a move is illegal, in the window's language: the rules' typed reason
// (model/rules.h's IllegalMove) said with tr(). The core's describe() stays
// the CLI's words (never translated); in English the two read the same,
// letter for letter (tests/ui/tst_illegaltext.cpp, over every move from
// every reachable position of a table of small boards).
//
// Each reason is one whole translatable sentence with its holes and counts
// as arguments; a peg's colour and a direction are written into separate
// whole sentences, never glued in as words (German declines the adjective:
// "ein blauer Stift"). The window's status line and an exported line refuse
// an illegal move in these same words.
#include "model/rules.h"

#include <QString>

namespace leapfrog::ui {

// The clause without its capital or full stop: "hole 3 is not empty".
QString illegalText(const IllegalMove& why);

} // namespace leapfrog::ui
