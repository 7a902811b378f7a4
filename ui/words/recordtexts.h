#pragma once
// What the window says of records: the solved banner's one sentence on where
// a result stands, a result in words ("15 moves, optimal, with 2 hints"), a
// time taken, for the banner, the Size menu and Game > Statistics alike.
#include "solveresult.h"

#include <QString>

namespace leapfrog::ui {

// "15 moves, optimal", "17 moves, with a hint", "3 moves, optimal, with the solution shown".
QString resultText(const SolveResult& result);

// The solved banner's sentence: "A new record: 15 moves, optimal." or "Your
// best is still 15 moves, optimal." (`before` is the book's best before the
// add, nullopt for a first result). A record is said only when it is one:
// less help or fewer moves; a quicker time at the same standing says so.
QString standingSentence(RecordStanding standing, const SolveResult& result,
                         const std::optional<SolveResult>& before);

// "0:42", "1:05:09"; a dash when not known.
QString durationText(std::optional<qint64> milliseconds);

// The record book's problems with its file (paths as the system shows them,
// `why` the system's or the parser's words), translated in the context RecordBook.
QString recordsUnreadableText(const QString& path, const QString& why);
QString recordsDamagedKeptText(const QString& path, const QString& why);
QString recordsSetAsideText(const QString& why, const QString& setAsidePath);
QString recordsUnwritableText(const QString& path, const QString& why);
// Why a records file was not read: "it is not a regular file", "it is 40 MB, more than a record book holds".
QString recordsNotAFileText();
QString recordsTooLargeText(qint64 megabytes);
// The solved banner's sentence when the result could not be written: what
// was not kept, and why (`problem`, recordsUnwritableText's).
QString resultNotRecordedSentence(const SolveResult& result);

} // namespace leapfrog::ui
