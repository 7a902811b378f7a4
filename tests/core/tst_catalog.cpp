// The solution player's core: which constructions' solutions continue a
// game's line (checked against the plain reference search on every prefix of
// every optimal solution of the small row boards), the catalog of solutions
// the player offers (constructions, search, the finishes after a slip), and
// the word of a whole solution.
#include "catalog/construction_path.h"
#include "catalog/prepared_solution.h"
#include "catalog/solution_catalog.h"
#include "catalog/solution_word.h"
#include "catalog/solve.h"
#include "construct/constructions.h"
#include "construction_support.h"
#include "model/errors.h"
#include "model/notation.h"
#include "model/rules.h"
#include "search/bfs.h"

#include <QTest>

using namespace leapfrog;
using namespace leapfrog::testing;

namespace {

Position after(const Variant& variant, std::span<const Move> line)
{
    Position position = variant.start();
    for (const Move move : line) {
        applyMoveInPlace(variant.rules(), position, move);
    }
    return position;
}

// Whether `solution` begins with `line`: the expectation the ranges are
// checked against. Independent of core/catalog/construction_path.cpp's own
// beginsWith on purpose: that one decides the ranges under test, so sharing
// it would let a fault there pass here.
bool beginsWith(const Solution& solution, std::span<const Move> line)
{
    if (line.size() > solution.length()) {
        return false;
    }
    for (std::size_t i = 0; i < line.size(); ++i) {
        if (solution.moveAt(i) != line[i]) {
            return false;
        }
    }
    return true;
}

std::shared_ptr<const ExactSearch> searchOf(const char* spec)
{
    return std::make_shared<const ExactSearch>(Variant::parse(spec));
}

} // namespace

class CatalogTest : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void rangesAgreeWithSearch_data();
    void rangesAgreeWithSearch();
    void offPathLinesHaveNoRange();
    void otherFamiliesAreNotRanked();
    void catalogFromTheStart();
    void catalogContinuingTheSecondSolution();
    void catalogAfterASlipOffersTheFinishes();
    void catalogOfThePairShiftGameBySearch();
    void unreachableGoalCountsZero();
    void labelsOfTheOnePegFamily();
    void constructionsSpellTheirWords();
    void wordOfASolution();
    void wordMarksMovesWithoutALetter();
    void wordStopsWhenCancelled();
    void preparedSolutionIsReadyToWatch();
    void preparingStopsWhenCancelled();
};

void CatalogTest::rangesAgreeWithSearch_data()
{
    QTest::addColumn<QString>("spec");
    for (const char* spec : {"classic:1", "classic:2", "classic:3", "classic:2x3", "classic:4x2", "classic:3x1",
                             "classic:1x4", "classic:6x1", "classic:1x7", "strict:3x2", "strict:1x5", "classic:8x1"}) {
        QTest::newRow(spec) << QString(spec);
    }
}

// For every prefix of every optimal solution: the range's size is the number
// of optimal finishes from there (search), its first rank begins with the
// prefix, and the rank before it does not.
void CatalogTest::rangesAgreeWithSearch()
{
    QFETCH(QString, spec);
    const Variant variant = Variant::parse(spec.toStdString());
    const std::vector<std::vector<Move>> all = allBySearch(variant);
    for (const std::vector<Move>& solution : all) {
        for (std::size_t length = 0; length <= solution.size(); ++length) {
            const std::span<const Move> prefix(solution.data(), length);
            const std::optional<RankRange> range = constructionRanksContinuing(variant, prefix);
            QVERIFY2(range, qPrintable(movesText({prefix.begin(), prefix.end()})));
            const BfsSolutions finishes = bfsSolutions(variant, after(variant, prefix), BigInt(1));
            QCOMPARE(range->count.toString(), finishes.count.toString());
            QVERIFY(beginsWith(*formulaSolution(variant, range->first).solution, prefix));
            const BigInt last = range->first + range->count - BigInt(1);
            QVERIFY(beginsWith(*formulaSolution(variant, last).solution, prefix));
            if (range->first > BigInt(1)) {
                QVERIFY(!beginsWith(*formulaSolution(variant, range->first - BigInt(1)).solution, prefix));
            }
            if (last < BigInt(all.size())) {
                QVERIFY(!beginsWith(*formulaSolution(variant, last + BigInt(1)).solution, prefix));
            }
        }
    }
}

void CatalogTest::offPathLinesHaveNoRange()
{
    for (const char* spec : {"classic:3", "classic:5x1", "classic:1x5"}) {
        const Variant variant = Variant::parse(spec);
        for (const Move first : legalMoves(variant.board(), variant.rules(), variant.start())) {
            const std::vector<Move> line{first};
            const bool optimal = bfsSolve(variant, after(variant, line))->size() + 1
                                 == bfsSolve(variant, variant.start())->size();
            QCOMPARE(constructionRanksContinuing(variant, line).has_value(), optimal);
        }
    }
    // An optimal first move, then a step back: off the path.
    const Variant classic = Variant::classic(3, 3);
    const std::vector<Move> back{{2, 3}, {3, 2}};
    QVERIFY(!constructionRanksContinuing(classic, back));
}

void CatalogTest::otherFamiliesAreNotRanked()
{
    QVERIFY(!constructionRanksContinuing(Variant::pairs(5), {}));
    QVERIFY(!constructionsRank(Variant::yBoard(2)));
    QVERIFY(constructionsRank(Variant::strict(4, 4)));
}

void CatalogTest::catalogFromTheStart()
{
    const SolutionCatalog catalog = SolutionCatalog::fromStart(searchOf("classic:3"));
    QCOMPARE(catalog.scope(), CatalogScope::Variant);
    QCOMPARE(catalog.source(), CatalogSource::Constructions);
    QVERIFY(catalog.isInstant());
    QCOMPARE(catalog.count()->toString(), std::string("2"));
    QCOMPARE(catalog.initialRank()->toString(), std::string("1"));
    QCOMPARE(catalog.startMove(), std::uint64_t{0});
    const WatchedSolution second = catalog.solution(BigInt(2));
    QCOMPARE(second.moves->moves(), bfsSolutions(catalog.variant(), catalog.variant().start(), BigInt(2)).solution);
    QVERIFY_THROWS_EXCEPTION(InputError, catalog.solution(BigInt(3)));
}

void CatalogTest::catalogContinuingTheSecondSolution()
{
    const Variant variant = Variant::classic(4, 3);
    const std::vector<Move> second = formulaSolution(variant, BigInt(2)).solution->moves();
    const std::vector<Move> line(second.begin(), second.begin() + 5);
    const SolutionCatalog catalog = SolutionCatalog::continuing(searchOf("classic:4x3"), line);
    QCOMPARE(catalog.scope(), CatalogScope::Variant);
    QCOMPARE(catalog.initialRank()->toString(), std::string("2"));
    QCOMPARE(catalog.startMove(), std::uint64_t{5});
    QCOMPARE(catalog.solution(catalog.initialRank()).moves->moves(), second);
}

void CatalogTest::catalogAfterASlipOffersTheFinishes()
{
    const Variant variant = Variant::classic(3, 3);
    const std::vector<Move> line{{2, 3}, {3, 2}}; // 3-4 and back: off the path, two finishes
    const SolutionCatalog catalog = SolutionCatalog::continuing(searchOf("classic:3"), line);
    QCOMPARE(catalog.scope(), CatalogScope::Finishes);
    QCOMPARE(catalog.source(), CatalogSource::Search);
    QCOMPARE(catalog.startMove(), std::uint64_t{2});
    QVERIFY(std::ranges::equal(catalog.keptLine(), line));
    const BfsSolutions finishes = bfsSolutions(variant, after(variant, line), BigInt(1));
    QCOMPARE(catalog.count()->toString(), finishes.count.toString());
    QVERIFY(finishes.count > BigInt(1));
    const BigInt last = *catalog.count();
    const std::vector<Move> watched = catalog.solution(last).moves->moves();
    std::vector<Move> expected = line;
    const std::vector<Move> finish = bfsSolutions(variant, after(variant, line), last).solution;
    expected.insert(expected.end(), finish.begin(), finish.end());
    QCOMPARE(watched, expected);
    QVERIFY(variant.isGoal(after(variant, watched)));
}

void CatalogTest::catalogOfThePairShiftGameBySearch()
{
    const SolutionCatalog catalog = SolutionCatalog::fromStart(searchOf("pairs:8"));
    QCOMPARE(catalog.source(), CatalogSource::Search);
    QCOMPARE(catalog.scope(), CatalogScope::Variant);
    QCOMPARE(catalog.count()->toString(), std::string("16"));
    const WatchedSolution seventh = catalog.solution(BigInt(7));
    // Seed 002's construction is solution 7 of 16 on pairs:8 (resources/docs/findings.md).
    QCOMPARE(seventh.moves->moves(), formulaSolution(catalog.variant(), std::nullopt).solution->moves());
}

void CatalogTest::unreachableGoalCountsZero()
{
    const SolutionCatalog pairs = SolutionCatalog::fromStart(searchOf("pairs:2"));
    QCOMPARE(pairs.count()->toString(), std::string("0"));
    QVERIFY(!pairs.initialRank());
    // strict:2 after 2-3, 1-2: no peg can move.
    const SolutionCatalog stuck = SolutionCatalog::continuing(searchOf("strict:2"), {{1, 2}, {0, 1}});
    QCOMPARE(stuck.scope(), CatalogScope::Finishes);
    QCOMPARE(stuck.count()->toString(), std::string("0"));
}

void CatalogTest::labelsOfTheOnePegFamily()
{
    const SolutionCatalog catalog = SolutionCatalog::fromStart(searchOf("classic:5x1"));
    QVERIFY(catalog.hasLabels());
    QCOMPARE(catalog.count()->toString(), std::string("13")); // F(7)
    for (std::uint64_t rank = 1; rank <= 13; ++rank) {
        QCOMPARE(catalog.rankOfLabel(catalog.labelOf(BigInt(rank))).toString(), BigInt(rank).toString());
    }
    QVERIFY_THROWS_EXCEPTION(InputError, catalog.rankOfLabel(BigInt(1u << 20)));
    QVERIFY(!SolutionCatalog::fromStart(searchOf("classic:3")).hasLabels());
}

// The word a catalog spells in runs is the word of the moves it gives.
void CatalogTest::constructionsSpellTheirWords()
{
    for (const char* spec : {"classic:4x3", "classic:2x5", "classic:6x1", "classic:1x6", "strict:3"}) {
        const SolutionCatalog catalog = SolutionCatalog::fromStart(searchOf(spec));
        for (std::uint64_t rank = 1; BigInt(rank) <= *catalog.count(); ++rank) {
            const std::optional<RunWord> spelled = catalog.word(BigInt(rank));
            QVERIFY(spelled);
            const WatchedSolution watched = catalog.solution(BigInt(rank));
            QCOMPARE(spelled->text(), solutionWord(catalog.variant(), *watched.moves).text());
        }
    }
    QVERIFY(!SolutionCatalog::fromStart(searchOf("pairs:5")).word(BigInt(1)));
}

void CatalogTest::wordOfASolution()
{
    const Variant variant = Variant::classic(4, 3);
    for (const Method method : {Method::Formula, Method::Search}) {
        const Solved solved = solveVariant(variant, method, BigInt(2));
        const RunWord word = solutionWord(variant, *solved.solution);
        const std::vector<Move> moves = solved.solution->moves();
        QCOMPARE(word.text(), notationWord(variant, variant.start(), moves));
    }
    const Solved big = solveVariant(Variant::classic(1000, 1000), Method::Formula);
    const RunWord word = solutionWord(Variant::classic(1000, 1000), *big.solution);
    QCOMPARE(word.length(), std::uint64_t{1002000});
    QVERIFY(word.runs().size() < 10000);
}

void CatalogTest::wordMarksMovesWithoutALetter()
{
    const Variant variant = Variant::classic(2, 2);
    const MoveListSolution line({{1, 2}, {2, 1}, {3, 2}}); // S, a backward step (no letter), s
    QCOMPARE(solutionWord(variant, line).text(), std::string("S?s"));
}

void CatalogTest::wordStopsWhenCancelled()
{
    const Variant variant = Variant::classic(1000, 1000);
    const Solved big = solveVariant(variant, Method::Formula);
    std::atomic<bool> cancel = true;
    QCOMPARE(solutionWord(variant, *big.solution, &cancel).length(), std::uint64_t{0});
}

// Every position of the prepared timeline is the replay's, and the word is
// the same whether spelled by the construction or read move by move.
void CatalogTest::preparedSolutionIsReadyToWatch()
{
    const SolutionCatalog catalog = SolutionCatalog::fromStart(searchOf("classic:5x4"));
    const WatchedSolution watched = catalog.solution(BigInt(2));
    const std::atomic<bool> never = false;
    std::vector<int> reported;
    const std::optional<PreparedSolution> read =
        prepareSolution(catalog.variant(), watched.moves, std::nullopt, never, [&](int p) { reported.push_back(p); });
    const std::optional<PreparedSolution> spelled =
        prepareSolution(catalog.variant(), watched.moves, catalog.word(BigInt(2)), never);
    QVERIFY(read && spelled);
    QCOMPARE(read->word->word(), spelled->word->word());
    QCOMPARE(reported.back(), 100);
    QVERIFY(std::ranges::is_sorted(reported));
    for (std::uint64_t k = 0; k <= watched.moves->length(); ++k) {
        const std::vector<Move> moves = watched.moves->moves();
        QCOMPARE(read->timeline->positionAt(k), after(catalog.variant(), std::span(moves.data(), k)));
    }
    // No notation on a pair-shift board: no word.
    const SolutionCatalog pairs = SolutionCatalog::fromStart(searchOf("pairs:6"));
    QVERIFY(!prepareSolution(pairs.variant(), pairs.solution(BigInt(1)).moves, std::nullopt, never)->word);
}

void CatalogTest::preparingStopsWhenCancelled()
{
    const SolutionCatalog catalog = SolutionCatalog::fromStart(searchOf("classic:1000"));
    const std::atomic<bool> cancelled = true;
    QVERIFY(!prepareSolution(catalog.variant(), catalog.solution(BigInt(1)).moves, std::nullopt, cancelled));
}

QTEST_GUILESS_MAIN(CatalogTest)
#include "tst_catalog.moc"
