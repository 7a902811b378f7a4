#include "investigationtexts.h"

#include "words/texts.h"

#include <QCoreApplication>

namespace leapfrog::ui {

namespace {

// The context its words are translated in (lupdate reads InvestigationText::tr).
struct InvestigationText {
    Q_DECLARE_TR_FUNCTIONS(Investigation)
};

QString investigationMoves(int moves) { return InvestigationText::tr("%Ln move(s)", nullptr, moves); }

QString kindsSentence(const MoveKinds& kinds)
{
    return InvestigationText::tr("%1 and %2").arg(InvestigationText::tr("%Ln slide(s)", nullptr, kinds.slides), InvestigationText::tr("%Ln jump(s)", nullptr, kinds.jumps));
}

QString solvedSentence(const QString& name, const Finding& finding)
{
    QString text = finding.optimal()
                       ? InvestigationText::tr("%1: you solved it in %Ln move(s), the fewest possible", nullptr, *finding.moves).arg(name)
                       : InvestigationText::tr("%1: your best game took %2").arg(name, investigationMoves(*finding.moves));
    if (finding.hints > 0) {
        text += InvestigationText::tr(", with %Ln hint(s)", nullptr, finding.hints);
    }
    text += QLatin1Char('.');
    if (!finding.optimal() && finding.minimum) {
        text += QLatin1Char(' ') + InvestigationText::tr("The fewest possible is %1.").arg(investigationMoves(*finding.minimum));
    }
    if (finding.kinds) {
        text += QLatin1Char(' ') + InvestigationText::tr("Your game had %1.").arg(kindsSentence(*finding.kinds));
    }
    return text;
}

} // namespace

QString movesCellText(const Finding& finding)
{
    if (!finding.moves) {
        return InvestigationText::tr("no solution");
    }
    const QString moves = countText(static_cast<std::uint64_t>(*finding.moves));
    if (finding.revealed && finding.revealed->minimum) {
        // Short enough for a Rows cell at 1024 x 768; the legend says what the brackets hold.
        return InvestigationText::tr("%1 (%2 ✓)").arg(moves, countText(static_cast<std::uint64_t>(*finding.revealed->minimum)));
    }
    return finding.optimal() ? moves + QStringLiteral(" ✓") : moves;
}

QString kindsCellText(const Finding& finding)
{
    if (!finding.kinds) {
        return {};
    }
    return QStringLiteral("%1 / %2").arg(finding.kinds->slides).arg(finding.kinds->jumps);
}

QString rowsCellText(const Finding& finding)
{
    QStringList lines{movesCellText(finding)};
    if (const QString kinds = kindsCellText(finding); !kinds.isEmpty()) {
        lines << kinds;
    }
    // An optimal solution's slides / jumps, revealed, on a line of their own
    // under the slower game's: the cell is narrow.
    if (finding.revealed && finding.revealed->kinds) {
        lines << QStringLiteral("(%1 / %2)").arg(finding.revealed->kinds->slides).arg(finding.revealed->kinds->jumps);
    }
    return lines.join(QLatin1Char('\n'));
}

QString boardTitle(const SheetBoard& board) { return variantTitle(variantOf(board)); }

QString cellSentence(const SheetBoard& board, const std::optional<Finding>& finding, bool pending)
{
    const QString name = QStringLiteral("%1 (%2)").arg(boardTitle(board), QString::fromStdString(specOf(board)));
    if (pending) {
        return InvestigationText::tr("%1: being worked out.").arg(name);
    }
    if (!finding) {
        return InvestigationText::tr("%1: not solved yet. Double-click to play it, or reveal it.").arg(name);
    }
    if (finding->source == Source::Solved) {
        QString text = solvedSentence(name, *finding);
        if (!finding->kinds && hasSlidesAndJumps(board.sheet)) {
            text += QLatin1Char(' ') + InvestigationText::tr("Its slides and jumps were not recorded (it was solved before they were kept).");
        }
        if (finding->revealed && finding->revealed->kinds) {
            text += QLatin1Char(' ')
                    + InvestigationText::tr("Revealed in brackets: an optimal solution has %1.").arg(kindsSentence(*finding->revealed->kinds));
        } else if (finding->revealed) {
            text += QLatin1Char(' ') + InvestigationText::tr("Revealed in brackets: the fewest possible.");
        }
        return text;
    }
    if (!finding->moves) {
        return InvestigationText::tr("%1, revealed: it cannot be solved; no sequence of moves reaches the goal.").arg(name);
    }
    QString text = InvestigationText::tr("%1, revealed: the fewest possible is %2.").arg(name, investigationMoves(*finding->moves));
    if (finding->kinds) {
        text += QLatin1Char(' ') + InvestigationText::tr("An optimal solution has %1.").arg(kindsSentence(*finding->kinds));
    } else if (!hasSlidesAndJumps(board.sheet)) {
        text += QLatin1Char(' ') + InvestigationText::tr("Every move is a pair shift, neither a slide nor a jump.");
    }
    return text;
}

} // namespace leapfrog::ui
