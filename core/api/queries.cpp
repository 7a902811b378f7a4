// count, solve, hint and check: leapfrog-cli's questions about one variant,
// answered by the same core functions its commands call
// (catalog/requests.h, catalog/solve.h), handed back as values.
#include "call.h"

#include "analysis/category.h"
#include "catalog/requests.h"
#include "catalog/solve.h"
#include "model/solution.h"
#include "search/machine_limits.h"

namespace leapfrog {

namespace {

SolutionCount publicCount(const OptimalCount& counted)
{
    return {counted.minimum, api::integerOf(counted.solutions), counted.method};
}

Method methodOf(SolveMethod method)
{
    switch (method) {
    case SolveMethod::Auto: return Method::Auto;
    case SolveMethod::Formula: return Method::Formula;
    case SolveMethod::Word: return Method::Word;
    case SolveMethod::Search: return Method::Search;
    }
    return Method::Auto;
}

// The moves (and the word) held in memory, which the CLI streams instead:
// refused beyond the memory cap rather than exhausting the machine.
void checkSolutionFits(const Variant& variant, std::uint64_t moves, std::size_t memoryCap)
{
    const std::uint64_t bytes = moves * (sizeof(Step) + (variant.hasNotation() ? 1 : 0));
    if (bytes > memoryCap) {
        throw LimitError("the solution of " + variant.spec() + " has " + std::to_string(moves) + " moves, "
                         + byteSizeText(bytes) + " held at once, beyond the memory cap of " + byteSizeText(memoryCap)
                         + "; leapfrog-cli solve streams it");
    }
}

OptimalSolution publicSolution(const Variant& variant, const Solved& solved, std::size_t memoryCap)
{
    const Solution& solution = *solved.solution;
    checkSolutionFits(variant, solution.length(), memoryCap);
    OptimalSolution answer;
    answer.moves.reserve(static_cast<std::size_t>(solution.length()));
    for (std::uint64_t i = 0; i < solution.length(); ++i) {
        answer.moves.push_back(api::stepOf(solution.moveAt(i)));
    }
    if (solved.count) {
        answer.solutions = api::integerOf(*solved.count);
    }
    if (solved.rank) {
        answer.rank = api::integerOf(*solved.rank);
    }
    if (variant.hasNotation()) {
        writeNotation(variant, solution, [&answer](std::string_view piece) { answer.notation += piece; });
    }
    return answer;
}

MoveVerdict publicVerdict(const Verdict& verdict)
{
    MoveVerdict answer;
    answer.move = api::stepOf(verdict.move);
    answer.legal = verdict.legal;
    answer.reason = verdict.reason;
    answer.source = verdict.source;
    if (!verdict.legal) {
        return answer;
    }
    answer.proper = verdict.proper;
    if (verdict.basis != Basis::Unknown) {
        answer.best = verdict.best;
    }
    answer.cost = verdict.cost;
    answer.category = std::string(categoryName(verdict.category));
    answer.pattern = verdict.pattern;
    for (const int hole : verdict.holes) {
        answer.holes.push_back(hole + 1);
    }
    answer.basis = std::string(basisName(verdict.basis));
    return answer;
}

} // namespace

SolveMethod parseSolveMethod(std::string_view name)
{
    return api::translated([&] {
        switch (methodFromText(name)) {
        case Method::Auto: return SolveMethod::Auto;
        case Method::Formula: return SolveMethod::Formula;
        case Method::Word: return SolveMethod::Word;
        case Method::Search: return SolveMethod::Search;
        }
        return SolveMethod::Auto;
    });
}

SolutionCount count(std::string_view variant, const Options& options)
{
    return api::translated([&] {
        const Variant parsed = api::parseVariant(variant);
        const api::CallControl call(options, api::kCommandBudget);
        return publicCount(countFromStart(parsed, call.control()));
    });
}

SolutionCount countForwardOnly(std::string_view variant)
{
    return api::translated([&] { return publicCount(leapfrog::countForwardOnly(api::parseVariant(variant))); });
}

std::optional<OptimalSolution> solve(std::string_view variant, SolveMethod method, const std::optional<Integer>& rank,
                                     const Options& options)
{
    return api::translated([&]() -> std::optional<OptimalSolution> {
        const Variant parsed = api::parseVariant(variant);
        const std::optional<BigInt> wanted = rank ? std::optional(solutionRank(rank->toString())) : std::nullopt;
        const api::CallControl call(options, api::kCommandBudget);
        const Solved solved = solveVariant(parsed, methodOf(method), wanted, call.control());
        if (!solved.solution) {
            return std::nullopt;
        }
        return publicSolution(parsed, solved, call.control().memoryCap);
    });
}

Advice hint(std::string_view variant, std::string_view position, const Options& options)
{
    return api::translated([&] {
        const Variant parsed = api::parseVariant(variant);
        const Position here = position.empty() ? parsed.start() : parsed.parsePosition(position);
        const api::CallControl call(options, api::kCommandBudget);
        const SearchEngine::Hint found = hintFrom(parsed, here, call.control());
        Advice answer{here.text(), found.distance, {}};
        for (const Move move : found.best) {
            answer.best.push_back(api::stepOf(move));
        }
        return answer;
    });
}

LineCheck check(std::string_view variant, const std::vector<Step>& moves, const Options& options)
{
    return api::translated([&] {
        const Variant parsed = api::parseVariant(variant);
        std::vector<Move> line;
        for (const Step step : moves) {
            line.push_back(api::moveOf(parsed, step));
        }
        const api::CallControl call(options, api::kCommandBudget);
        const JudgedLine judged = judgeLine(parsed, line, call.control());
        LineCheck answer{judged.minimum, {}, judged.end.text(), judged.goal};
        for (const Verdict& verdict : judged.verdicts) {
            answer.moves.push_back(publicVerdict(verdict));
        }
        return answer;
    });
}

} // namespace leapfrog
