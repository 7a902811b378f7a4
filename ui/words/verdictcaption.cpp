#include "verdictcaption.h"

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

} // namespace

MoveJudgement captionJudgement(const Verdict& verdict)
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

} // namespace leapfrog::ui
