#include "linejudgement.h"

#include "analysis/judge.h"
#include "board/boardstyle.h"

namespace leapfrog::ui {

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
        result.moves.push_back(captionJudgement(verdict));
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
