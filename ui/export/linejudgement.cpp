#include "linejudgement.h"

#include "analysis/judge.h"
#include "board/boardstyle.h"

#include <QCoreApplication>

namespace leapfrog::ui {

namespace {

// The context its words are translated in (lupdate reads ExportText::tr).
struct ExportText {
    Q_DECLARE_TR_FUNCTIONS(Export)
};

// The kinds of move that are improper wherever they are played (Yancey
// section 2), in a caption's words.
QString improperKind(const Verdict& verdict)
{
    switch (verdict.category) {
    case Category::HomoJump: return ExportText::tr("homo-coloured jump");
    case Category::BackwardStep: return ExportText::tr("backward step");
    case Category::BackwardJump: return ExportText::tr("backward jump");
    default: break;
    }
    return verdict.pattern.empty() ? QString() : ExportText::tr("improper board");
}

MoveJudgement judgement(const Verdict& verdict)
{
    if (verdict.basis == Basis::Unknown) {
        return {ExportText::tr("not judged"), false, true};
    }
    if (verdict.best) {
        return {ExportText::tr("best"), true, true};
    }
    QStringList words;
    const bool movesWrongWay = verdict.category == Category::HomoJump || verdict.category == Category::BackwardStep
                               || verdict.category == Category::BackwardJump;
    const QString kind = improperKind(verdict);
    if (!verdict.proper && verdict.gameWasOptimal) {
        // "improper board" says it all; a kind of move says why it is improper.
        words << (kind.isEmpty() ? ExportText::tr("improper") : movesWrongWay ? ExportText::tr("improper: %1").arg(kind) : kind);
    } else if (movesWrongWay) {
        words << kind; // after an earlier slip: still a backward move, say so
    }
    if (!verdict.cost) {
        words << ExportText::tr("goal lost");
    } else {
        words << ExportText::tr("costs %Ln move(s)", nullptr, *verdict.cost);
    }
    return {words.join(QStringLiteral(", ")), false, verdict.proper};
}

} // namespace

LineJudgement judgeLine(const ExportLine& line)
{
    LineJudgement result;
    if (line.optimal) {
        result.moves.assign(line.moves.size(), MoveJudgement{ExportText::tr("best"), true, true});
        result.minimum = static_cast<int>(line.moves.size());
        return result;
    }
    const Judge judge(line.variant);
    const bool fromStart = line.start == line.variant.start();
    const LineEnd from{line.start, 0, fromStart ? std::optional<bool>(true) : std::nullopt};
    for (const Verdict& verdict : judge.judge(line.moves, from)) {
        result.moves.push_back(judgement(verdict));
    }
    if (fromStart) {
        result.minimum = judge.minimum();
    }
    return result;
}

QColor judgementColour(const MoveJudgement& judgement)
{
    const QColor paper(Qt::white);
    if (judgement.best) {
        return readableOn(palette::bluishGreen, paper);
    }
    return readableOn(judgement.proper ? palette::orange : palette::vermillion, paper);
}

} // namespace leapfrog::ui
