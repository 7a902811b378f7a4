#pragma once
// The investigation's table taken out of the program: one row a board
// (variant, n, m, fewest moves, optimal, slides, jumps, source), as CSV for a
// file and as tab-separated text and HTML for the clipboard, so that a
// spreadsheet pastes it into cells. A board not yet known has its row with
// the values empty, so the table can be filled in by hand.
#include "boards.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <span>

class QMimeData;

namespace leapfrog::ui {

class Investigation;

// The header row: "variant", "n", "m", "fewest moves", "optimal", "slides", "jumps", "source".
QStringList tableHeader();
// One row a board of `sheets`, in their order, each sheet in reading order.
QList<QStringList> tableRows(const Investigation& investigation, std::span<const Sheet> sheets);

// RFC 4180: fields with a comma, a quote or a line break quoted, lines ended by CRLF.
QString csvText(const QStringList& header, const QList<QStringList>& rows);
QString tabSeparatedText(const QStringList& header, const QList<QStringList>& rows);
QString htmlTable(const QStringList& header, const QList<QStringList>& rows);
// text/plain (tab separated) and text/html, for the clipboard.
QMimeData* tableMimeData(const QStringList& header, const QList<QStringList>& rows);

// Writes `text` (UTF-8) to `path` atomically; the reason in `error` when it fails.
bool writeTextFile(const QString& path, const QString& text, QString* error);

} // namespace leapfrog::ui
