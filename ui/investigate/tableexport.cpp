#include "tableexport.h"

#include "files/whole_file.h"
#include "words/filetexts.h"
#include "investigation.h"

#include <QCoreApplication>
#include <QMimeData>

namespace leapfrog::ui {

namespace {

// The file's words stay English for any locale: a script reads them.
QString sourceName(Source source) { return source == Source::Solved ? QStringLiteral("solved") : QStringLiteral("revealed"); }

QStringList rowOf(const SheetBoard& board, const std::optional<Finding>& finding)
{
    const QString m = board.sheet == Sheet::Rows        ? QString::number(board.m)
                      : board.sheet == Sheet::PairShift ? QString::number(board.n) // N of each colour
                                                        : QString(); // three colours: no one m
    QStringList row{QString::fromStdString(specOf(board)), QString::number(board.n), m};
    if (!finding) {
        return row << QString() << QString() << QString() << QString() << QString();
    }
    row << (finding->moves ? QString::number(*finding->moves) : QStringLiteral("no solution"));
    row << (!finding->moves || !finding->minimum ? QString() : finding->optimal() ? QStringLiteral("yes") : QStringLiteral("no"));
    row << (finding->kinds ? QString::number(finding->kinds->slides) : QString());
    row << (finding->kinds ? QString::number(finding->kinds->jumps) : QString());
    row << sourceName(finding->source);
    return row;
}

QString csvField(const QString& field)
{
    if (!field.contains(QLatin1Char(',')) && !field.contains(QLatin1Char('"')) && !field.contains(QLatin1Char('\n'))
        && !field.contains(QLatin1Char('\r'))) {
        return field;
    }
    return QLatin1Char('"') + QString(field).replace(QLatin1Char('"'), QStringLiteral("\"\"")) + QLatin1Char('"');
}

QString joined(const QStringList& header, const QList<QStringList>& rows, const QString& separator,
               const QString& lineEnd, QString (*field)(const QString&))
{
    QString text;
    for (const QStringList& row : QList<QStringList>{header} + rows) {
        QStringList fields;
        for (const QString& value : row) {
            fields << field(value);
        }
        text += fields.join(separator) + lineEnd;
    }
    return text;
}

// A tab or a line break inside a field would split it: none of the table's
// values has one, but a field is a field.
QString tsvField(const QString& field) { return QString(field).replace(QLatin1Char('\t'), QLatin1Char(' ')).replace(QLatin1Char('\n'), QLatin1Char(' ')); }

} // namespace

QStringList tableHeader()
{
    return {QStringLiteral("variant"), QStringLiteral("n"),      QStringLiteral("m"),     QStringLiteral("fewest moves"),
            QStringLiteral("optimal"), QStringLiteral("slides"), QStringLiteral("jumps"), QStringLiteral("source")};
}

QList<QStringList> tableRows(const Investigation& investigation, std::span<const Sheet> sheets)
{
    QList<QStringList> rows;
    for (const Sheet sheet : sheets) {
        for (const SheetBoard& board : boardsOf(sheet)) {
            rows << rowOf(board, investigation.finding(board));
        }
    }
    return rows;
}

QString csvText(const QStringList& header, const QList<QStringList>& rows)
{
    return joined(header, rows, QStringLiteral(","), QStringLiteral("\r\n"), csvField);
}

QString tabSeparatedText(const QStringList& header, const QList<QStringList>& rows)
{
    return joined(header, rows, QStringLiteral("\t"), QStringLiteral("\n"), tsvField);
}

QString htmlTable(const QStringList& header, const QList<QStringList>& rows)
{
    QString html = QStringLiteral("<table>\n<tr>");
    for (const QString& name : header) {
        html += QStringLiteral("<th>%1</th>").arg(name.toHtmlEscaped());
    }
    html += QStringLiteral("</tr>\n");
    for (const QStringList& row : rows) {
        html += QStringLiteral("<tr>");
        for (const QString& value : row) {
            html += QStringLiteral("<td>%1</td>").arg(value.toHtmlEscaped());
        }
        html += QStringLiteral("</tr>\n");
    }
    return html + QStringLiteral("</table>\n");
}

QMimeData* tableMimeData(const QStringList& header, const QList<QStringList>& rows)
{
    auto* data = new QMimeData;
    data->setText(tabSeparatedText(header, rows));
    data->setHtml(htmlTable(header, rows));
    return data;
}

bool writeTextFile(const QString& path, const QString& text, QString* error)
{
    const QByteArray bytes = text.toUtf8();
    if (const auto failure = writeWholeFile(path.toStdString(), std::as_bytes(std::span(bytes.data(), bytes.size())))) {
        *error = writeFailureReason(*failure);
        return false;
    }
    return true;
}

} // namespace leapfrog::ui
