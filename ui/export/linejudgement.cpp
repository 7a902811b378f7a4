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
    return verdict.pattern.empty() ? QString() : ExportText::tr("leaves an improper board");
}

QString costWords(const Verdict& verdict)
{
    if (!verdict.cost) {
        return ExportText::tr("goal lost");
    }
    return ExportText::tr("costs %Ln move(s)", nullptr, *verdict.cost);
}

// The window's word for the move, then what makes it so where the window
// tells it elsewhere (its verdict card): the kind of an improper move and its
// cost; the kind of a backward move after a slip.
MoveJudgement judgement(const Verdict& verdict)
{
    const Flag flag = flagOf(&verdict);
    if (flag == Flag::Unjudged) {
        return {ExportText::tr("not judged"), flag};
    }
    const QString word = flagLabel(&verdict);
    const QString kind = improperKind(verdict);
    if (flag == Flag::Improper) {
        const QString what = kind.isEmpty() ? word : ExportText::tr("%1: %2").arg(word, kind);
        return {ExportText::tr("%1, %2").arg(what, costWords(verdict)), flag};
    }
    const bool movesWrongWay = verdict.category == Category::HomoJump || verdict.category == Category::BackwardStep
                               || verdict.category == Category::BackwardJump;
    return {movesWrongWay ? ExportText::tr("%1, %2").arg(word, kind) : word, flag};
}

} // namespace

LineJudgement judgeLine(const ExportLine& line)
{
    LineJudgement result;
    if (line.optimal) {
        result.moves.assign(line.moves.size(), MoveJudgement{flagWord(Flag::Proper), Flag::Proper});
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
    switch (judgement.flag) {
    case Flag::Proper: return readableOn(palette::bluishGreen, paper);
    case Flag::BestFromHere: return QColor(0x4A, 0x55, 0x5C);
    case Flag::Costly: return readableOn(palette::orange, paper);
    case Flag::Improper: return readableOn(palette::vermillion, paper);
    case Flag::Unjudged: break;
    }
    return QColor(0x66, 0x66, 0x66);
}

} // namespace leapfrog::ui
