#pragma once
// What the screen reader is told about a move: "Move 3: the blue peg in
// hole 2 to hole 3, improper. It costs 2 moves: ... A better move here: the
// red peg in hole 4 to hole 3.", after "Move undone. " when it was an undo:
// the player's voice of the verdict card (plainverdict.h), with the better
// moves in words; the scholar's reason stays behind the card's "Why?", as
// for a sighted player. Pure functions of the move's number, its
// description, its verdict's label, verdict and better moves, translated in
// the context Announcement.
#include "analysis/verdict.h"

#include <QString>
#include <QStringList>

#include <cstddef>

namespace leapfrog::ui {

// The sentence on the last move: its number (`count`, from 1), `described`
// (describeMove), the verdict's `label` when it has one, then the verdict in
// plain words with `betterNames` (the moves that would have kept the
// shortest finish, described; empty where the move was no mistake), or that
// it is not known yet when `verdict` is null.
QString moveSentence(std::size_t count, const QString& described, const QString& label, const Verdict* verdict,
                     const QStringList& betterNames = {});

// "Move undone. " before what follows an undo; nothing otherwise.
QString undonePrefix(bool undone);

} // namespace leapfrog::ui
