#pragma once
// Why a saved game was not opened, in the window's language: the core says
// what is wrong as data (files/savefile.h's SaveFileProblem), and each kind
// is one whole translatable sentence with the values as arguments (the key,
// the version numbers, the entry, the bad value). A bad variant or move says
// its own refusal in the same words as the game ID dialog
// (words/refusaltext.h), an illegal move in those of the board
// (words/illegaltext.h). Translated in the context SaveFileText.
#include "files/savefile.h"

#include <QString>

#include <exception>

namespace leapfrog::ui {

// One or two sentences, with capitals and full stops.
QString saveFileText(const SaveFileProblem& problem);

// The error's problem in words; its English message when it carries none.
QString saveFileText(const std::exception& error);

} // namespace leapfrog::ui
