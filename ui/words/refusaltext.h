#pragma once
// A refused input (a game ID, a variant spec, a position, a move typed by the
// player) in the window's language: the core says what is wrong as data
// (model/refusal.h), and each kind is one whole translatable sentence with
// the values as arguments. Only an error that carries no refusal is said in
// the core's English words (as a sentence).
#include "model/refusal.h"

#include <QString>

#include <exception>

namespace leapfrog::ui {

// One sentence, with its capital and full stop.
QString refusalText(const Refusal& refusal);

// The error's refusal in words; its English message when it has none.
QString refusalText(const std::exception& error);

} // namespace leapfrog::ui
