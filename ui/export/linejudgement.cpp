#include "linejudgement.h"

#include "analysis/judge.h"

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

} // namespace leapfrog::ui
