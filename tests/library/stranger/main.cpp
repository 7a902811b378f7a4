// A mathematician's program using Leapfrog as a library: counts of optimal
// solutions checked against published and independently searched values.
// Exit status 0 when every check holds; each failure is printed.
#include <leapfrog/leapfrog.h>

#include <cstdint>
#include <iostream>
#include <map>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

namespace {

int failures = 0;

void expect(bool holds, const std::string& what)
{
    std::cout << (holds ? "ok   " : "FAIL ") << what << '\n';
    failures += holds ? 0 : 1;
}

std::string shown(const leapfrog::SolutionCount& counted)
{
    std::ostringstream out;
    out << "minimum " << (counted.minimum ? std::to_string(*counted.minimum) : "none") << ", " << counted.solutions
        << " solutions";
    return out.str();
}

// ---- An independent count of the pair-shift game's optimal solutions ----
// Rules (seed 002): 2n+2 holes, n blue then n red then two holes; a move
// takes two neighbouring pegs and puts them, in order, into the two
// neighbouring holes; goal: the two holes first, then red and blue
// alternating, red first. Shortest paths are counted by a breadth-first
// search from both ends, each expanding its smaller frontier until they meet.
using Layer = std::map<std::string, std::uint64_t>; // position -> shortest paths to it

std::vector<std::string> pairMoves(const std::string& row)
{
    const std::size_t hole = row.find('_');
    std::vector<std::string> next;
    for (std::size_t i = 0; i + 1 < row.size(); ++i) {
        if (row[i] != '_' && row[i + 1] != '_') {
            std::string moved = row;
            moved[hole] = row[i];
            moved[hole + 1] = row[i + 1];
            moved[i] = moved[i + 1] = '_';
            next.push_back(moved);
        }
    }
    return next;
}

Layer expand(const Layer& frontier, std::map<std::string, int>& seen, int depth)
{
    Layer next;
    for (const auto& [row, paths] : frontier) {
        for (const std::string& moved : pairMoves(row)) {
            const auto found = seen.find(moved);
            if (found == seen.end() || found->second == depth) {
                seen[moved] = depth;
                next[moved] += paths;
            }
        }
    }
    return next;
}

// {minimum, solutions}; minimum -1 when the goal cannot be reached.
std::pair<int, std::uint64_t> pairShiftByPlainSearch(int n)
{
    const std::string start = std::string(n, 'B') + std::string(n, 'R') + "__";
    std::string goal = "__";
    for (int i = 0; i < n; ++i) {
        goal += "RB";
    }
    std::vector<Layer> forward{{{start, 1}}}, backward{{{goal, 1}}};
    std::map<std::string, int> seenForward{{start, 0}}, seenBackward{{goal, 0}};
    if (start == goal) {
        return {0, 1};
    }
    while (!forward.back().empty() && !backward.back().empty()) {
        const bool fromStart = forward.back().size() <= backward.back().size();
        auto& layers = fromStart ? forward : backward;
        auto& seen = fromStart ? seenForward : seenBackward;
        const auto& other = fromStart ? backward : forward;
        layers.push_back(expand(layers.back(), seen, static_cast<int>(layers.size())));
        for (std::size_t j = 0; j < other.size(); ++j) { // the nearest layer of the other side met
            std::uint64_t paths = 0;
            for (const auto& [row, count] : layers.back()) {
                const auto met = other[j].find(row);
                paths += met == other[j].end() ? 0 : count * met->second;
            }
            if (paths > 0) {
                return {static_cast<int>(layers.size() - 1 + j), paths};
            }
        }
    }
    return {-1, 0};
}

void checkPairShift()
{
    // Seed 002 (D. Zhu, X. Wang, "An Optimal Algorithm for a Strategy
    // Game"), section 2, its backtracking search's results: no solution in n
    // moves for n <= 3; one optimal solution for n = 4, 5, 6; two for n = 7;
    // 16 and 32 for n = 8 and 9 (all of n moves).
    const std::map<int, std::uint64_t> paper{{4, 1}, {5, 1}, {6, 1}, {7, 2}, {8, 16}, {9, 32}};
    // One size beyond the paper. The plain search's strings cost 11 s and
    // 270 MB at n = 11, 40 s and 800 MB at 12, and this program runs twice;
    // the core's own suite (tst_pair_shift_count) counts the larger boards.
    for (int n = 1; n <= 10; ++n) {
        const std::string spec = "pairs:" + std::to_string(n);
        const leapfrog::SolutionCount counted = leapfrog::count(spec);
        const auto [minimum, solutions] = pairShiftByPlainSearch(n);
        const bool sameMinimum = minimum < 0 ? !counted.minimum : counted.minimum == minimum;
        expect(sameMinimum && counted.solutions == leapfrog::Integer(solutions),
               spec + ": " + shown(counted) + " (plain search: minimum " + std::to_string(minimum) + ", "
                   + std::to_string(solutions) + ")");
        if (paper.count(n) != 0) {
            expect(counted.minimum == n && counted.solutions == leapfrog::Integer(paper.at(n)),
                   spec + " as seed 002 counts it: " + std::to_string(paper.at(n)) + " of " + std::to_string(n)
                       + " moves");
        } else if (n <= 3) {
            expect(!counted.minimum || *counted.minimum > n, spec + ": no solution of " + std::to_string(n)
                                                                 + " moves, as seed 002 found");
        }
    }
}

void checkYBoards()
{
    // The three-colour Y boards of seed 004 section 4.1: the minimum and the
    // number of optimal solutions as Leapfrog's findings.md records them
    // ("Three-colour Y boards: Theorem 13").
    const std::map<int, std::pair<int, int>> known{{1, {4, 3}}, {2, {13, 24}}, {3, {23, 6}}, {4, {38, 18}}};
    for (const auto& [k, value] : known) {
        const std::string spec = "y:" + std::to_string(k);
        const leapfrog::SolutionCount counted = leapfrog::count(spec);
        expect(counted.minimum == value.first && counted.solutions == leapfrog::Integer(value.second),
               spec + ": " + shown(counted) + " (known: " + std::to_string(value.first) + " moves, "
                   + std::to_string(value.second) + " solutions)");
    }
}

// The other calls, each against what another call says of the same board.
void checkTheRest()
{
    const std::optional<leapfrog::OptimalSolution> solved = leapfrog::solve("classic:3");
    expect(solved && solved->moves.size() == 15 && solved->notation.size() == 15,
           "solve classic:3: 15 moves, notation " + (solved ? solved->notation : std::string("none")));
    const leapfrog::LineCheck checked = leapfrog::check("classic:3", solved ? solved->moves : std::vector<leapfrog::Step>{});
    bool allProper = checked.moves.size() == 15;
    for (const leapfrog::MoveVerdict& verdict : checked.moves) {
        allProper = allProper && verdict.legal && verdict.proper == true;
    }
    expect(checked.goal && allProper, "check classic:3 of that solution: every move proper, the goal reached");
    const leapfrog::Advice advice = leapfrog::hint("classic:3", "BBB_RRR");
    expect(advice.distance == 15 && !advice.best.empty(), "hint classic:3 from the start: 15 moves");
    const leapfrog::TableStats table = leapfrog::stats("classic:3");
    expect(table.start == 15 && table.greatest >= 15, "stats classic:3: the start 15 moves away, God's number "
                                                          + std::to_string(table.greatest));
    const leapfrog::Graph states = leapfrog::graph("classic:2");
    expect(!states.nodes.empty() && states.minimum == 8 && states.nodes.front().start,
           "graph classic:2: " + std::to_string(states.nodes.size()) + " positions, minimum 8");
    try {
        leapfrog::count("classic:0");
        expect(false, "count classic:0 refused");
    } catch (const leapfrog::Error& error) {
        expect(error.kind() == leapfrog::Error::Kind::BadInput, std::string("count classic:0 refused: ") + error.what());
    }
    expect(leapfrog::libraryVersion() == LEAPFROG_VERSION_STRING,
           "library version " + std::string(leapfrog::libraryVersion()) + " is the header's");
}

} // namespace

int main()
{
    checkPairShift();
    checkYBoards();
    checkTheRest();
    std::cout << (failures == 0 ? "all checks hold" : std::to_string(failures) + " checks failed") << '\n';
    return failures == 0 ? 0 : 1;
}
