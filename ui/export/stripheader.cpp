#include "stripheader.h"

#include "exportshared.h"
#include "model/notation.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace leapfrog::ui {

using namespace exporting;

namespace {

constexpr double kTitleSize = 16;
constexpr double kFactSize = 10;
constexpr double kWordSize = 11;
constexpr double kLineGap = 4;
constexpr double kRuleRoom = 12; // below the header: a rule and air

// The word's label and the word, on one line or wrapped anywhere.
QRectF wordBox(const QString& word, double width)
{
    const QFontMetricsF metrics(stripWordFont());
    return metrics.boundingRect(QRectF(0, 0, width, 1e6), Qt::TextWrapAnywhere, word);
}

} // namespace

QFont stripFont(double pixelSize, bool bold)
{
    QFont font(QStringLiteral("DejaVu Sans"));
    font.setPixelSize(std::max(1, static_cast<int>(std::lround(pixelSize))));
    font.setBold(bold);
    return font;
}

QFont stripWordFont()
{
    QFont font(QStringLiteral("DejaVu Sans Mono"));
    font.setPixelSize(static_cast<int>(kWordSize));
    font.setBold(true);
    return font;
}

StripHeader StripHeader::of(const ExportLine& line, std::optional<int> minimum)
{
    const auto moves = static_cast<int>(line.moves.size());
    StripHeader header;
    header.title = line.title;
    QString count = ExportText::tr("%Ln move(s)", nullptr, moves);
    // Whether the line ends at the goal: a game's strip may stop short of
    // it, and its header must not read as a solution's.
    const bool reached = line.variant.isGoal(linePositions(line).back());
    const QString goal = reached ? ExportText::tr("the goal is reached") : ExportText::tr("the goal is not reached");
    if (line.optimal) {
        count = ExportText::tr("%1, the minimum; %2").arg(count, goal);
    } else if (minimum) {
        count = ExportText::tr("%1; %2; the minimum from the start is %3").arg(count, goal).arg(*minimum);
    } else {
        count = ExportText::tr("%1; %2").arg(count, goal);
    }
    header.facts = ExportText::tr("%1 · %2").arg(qs(line.variant.spec()), count);
    header.ends = ExportText::tr("start %1 · goal %2").arg(qs(line.start.text()), qs(line.variant.goal().text()));
    header.word = lineWord(line);
    const std::vector<char> letters = lineLetters(line);
    if (header.word.isEmpty() && !letters.empty()) {
        // A move without a letter (a backward step, a jump over its own
        // colour) is a dot, as in the window's notation line; the word is
        // grouped then, as there, since it spells no solution to search for.
        const std::string word(letters.begin(), letters.end());
        header.word = qs(groupedNotation(word)).replace(QLatin1Char('?'), QStringLiteral("·"));
        header.wordNote = ExportText::tr("· a move with no letter: not a step or jump toward the goal over the other colour");
    }
    return header;
}

double StripHeader::height(double width) const
{
    double h = kTitleSize + kLineGap + 2 * (kFactSize + kLineGap) + kRuleRoom;
    if (!word.isEmpty()) {
        h += QFontMetricsF(stripFont(kFactSize)).height() + wordBox(word, width).height() + kLineGap;
    }
    if (!wordNote.isEmpty()) {
        h += QFontMetricsF(stripFont(kFactSize)).height() + kLineGap;
    }
    return std::ceil(h + kFactSize);
}

double StripHeader::paint(QPainter& painter, double width) const
{
    painter.save();
    double y = 0;
    const auto line = [&](const QString& text, const QFont& font, const QColor& colour, double size) {
        painter.setFont(font);
        painter.setPen(colour);
        const QString shown = QFontMetricsF(font).elidedText(text, Qt::ElideRight, width);
        painter.drawText(QRectF(0, y, width, size * 1.4), Qt::AlignLeft | Qt::AlignTop, shown);
        y += QFontMetricsF(font).height() + kLineGap;
    };
    line(title, stripFont(kTitleSize, true), kInk, kTitleSize);
    line(facts, stripFont(kFactSize), kQuiet, kFactSize);
    line(ends, stripFont(kFactSize), kQuiet, kFactSize);
    if (!word.isEmpty()) {
        line(ExportText::tr("Notation word:"), stripFont(kFactSize), kQuiet, kFactSize);
        const QRectF box = wordBox(word, width);
        painter.setFont(stripWordFont());
        painter.setPen(kInk);
        // One drawText for the whole word: one run of text in the PDF.
        painter.drawText(QRectF(0, y, width, box.height()), Qt::TextWrapAnywhere, word);
        y += box.height() + kLineGap;
    }
    if (!wordNote.isEmpty()) {
        line(wordNote, stripFont(kFactSize), kQuiet, kFactSize);
    }
    y += kRuleRoom / 2;
    painter.setPen(QPen(QColor(0xBB, 0xBB, 0xBB), 0.7));
    painter.drawLine(QPointF(0, y), QPointF(width, y));
    painter.restore();
    return height(width);
}

} // namespace leapfrog::ui
