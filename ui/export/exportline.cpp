#include "exportline.h"

#include "exportshared.h"
#include "words/illegaltext.h"

#include "catalog/solve.h"
#include "model/bigint.h"
#include "model/notation.h"
#include "model/rules.h"

#include <QCoreApplication>

namespace leapfrog::ui {

using namespace exporting;

namespace {

void refuseLongLine(const Variant& variant, std::uint64_t moves)
{
    if (moves > kMaxExportMoves) {
        throw InputError(ExportText::tr("a line of %1 moves on %2 is too long to export; an export holds at most %3 moves")
                             .arg(moves)
                             .arg(qs(variant.spec()))
                             .arg(kMaxExportMoves)
                             .toStdString());
    }
}

// The spec that names where the line starts: the variant's own, or the game
// ID of a row started elsewhere.
QString startSpec(const ExportLine& line)
{
    if (line.start == line.variant.start()) {
        return qs(line.variant.spec());
    }
    try {
        return qs(Variant::startedFrom(line.variant, line.start).spec());
    } catch (const InputError&) {
        return qs(line.variant.spec()); // not a row: the start is written on its own line below
    }
}

} // namespace

ExportLine solutionLine(const Variant& variant, std::uint64_t k, const SearchControl& control)
{
    if (k == 0) {
        throw InputError(ExportText::tr("solutions are numbered from 1").toStdString());
    }
    const Solved solved = solveVariant(variant, Method::Auto, BigInt(k), control);
    if (!solved.solution) {
        throw NoSolution(ExportText::tr("no solution: the goal of %1 cannot be reached").arg(qs(variant.spec())).toStdString());
    }
    refuseLongLine(variant, solved.solution->length());
    QString title = solved.count ? ExportText::tr("%1, optimal solution %2 of %3")
                                       .arg(qs(variant.spec()))
                                       .arg(k)
                                       .arg(qs(solved.count->toString()))
                                 : ExportText::tr("%1, optimal solution %2").arg(qs(variant.spec())).arg(k);
    return {variant, variant.start(), solved.solution->moves(), std::move(title), true};
}

ExportLine gameLine(const Variant& variant, const Position& start, std::vector<Move> moves, QString title)
{
    refuseLongLine(variant, moves.size());
    Position position = start;
    for (std::size_t i = 0; i < moves.size(); ++i) {
        if (const auto why = whyIllegal(variant.board(), variant.rules(), position, moves[i])) {
            throw InputError(ExportText::tr("move %1 (%2) is illegal: %3")
                                 .arg(i + 1)
                                 .arg(qs(moveText(moves[i])), illegalText(*why))
                                 .toStdString());
        }
        applyMoveInPlace(variant.rules(), position, moves[i]);
    }
    return {variant, start, std::move(moves), std::move(title), false};
}

std::vector<Position> linePositions(const ExportLine& line)
{
    std::vector<Position> positions;
    positions.reserve(line.moves.size() + 1);
    positions.push_back(line.start);
    for (const Move move : line.moves) {
        positions.push_back(applyMove(line.variant.rules(), positions.back(), move));
    }
    return positions;
}

std::vector<char> lineLetters(const ExportLine& line)
{
    std::vector<char> letters;
    if (!line.variant.hasNotation()) {
        return letters;
    }
    letters.reserve(line.moves.size());
    Position position = line.start;
    for (const Move move : line.moves) {
        letters.push_back(notationLetter(position, move).value_or('?'));
        applyMoveInPlace(line.variant.rules(), position, move);
    }
    return letters;
}

QString lineWord(const ExportLine& line)
{
    const std::vector<char> letters = lineLetters(line);
    if (letters.empty() || std::ranges::find(letters, '?') != letters.end()) {
        return {};
    }
    return QString::fromLatin1(letters.data(), static_cast<qsizetype>(letters.size()));
}

QString lineAsText(const ExportLine& line)
{
    const std::vector<Position> positions = linePositions(line);
    const std::vector<char> letters = lineLetters(line);
    QStringList text;
    text << line.title;
    text << ExportText::tr("Variant: %1").arg(startSpec(line));
    text << ExportText::tr("Start: %1").arg(qs(line.start.text()));
    text << ExportText::tr("Final: %1").arg(qs(positions.back().text()));
    text << ExportText::tr("Moves: %1").arg(line.moves.size());
    for (std::size_t i = 0; i < line.moves.size(); ++i) {
        QString entry = QStringLiteral("%1. %2").arg(i + 1).arg(qs(moveText(line.moves[i])));
        if (!letters.empty()) {
            entry += QStringLiteral(" %1").arg(QChar::fromLatin1(letters[i]));
        }
        text << entry;
    }
    const QString word = lineWord(line);
    if (!word.isEmpty()) {
        text << ExportText::tr("Notation: %1").arg(word);
    }
    return text.join('\n') + '\n';
}

} // namespace leapfrog::ui
