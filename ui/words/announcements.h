#pragma once
// What the screen reader is told about a move: "Move 3: blue peg from 2 to
// 3, best. <reason>", after "Move undone. " when it was an undo. Pure
// functions of the move's number, its description, its verdict's label and
// verdict, translated in the context Announcement.
#include "analysis/verdict.h"

#include <QString>

#include <cstddef>

namespace leapfrog::ui {

// The sentence on the last move: its number (`count`, from 1), `described`
// (describeMove), the verdict's `label` when it has one, then the verdict's
// reason, or that it is not known yet when `verdict` is null.
QString moveSentence(std::size_t count, const QString& described, const QString& label, const Verdict* verdict);

// "Move undone. " before what follows an undo; nothing otherwise.
QString undonePrefix(bool undone);

} // namespace leapfrog::ui
