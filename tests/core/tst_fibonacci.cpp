// Seed 001's family: the F(n+2) optimal solutions of classic:Nx1 and
// classic:1xN, by label and by rank. Every label up to n = 12 is replayed and
// the whole family, in rank order, is compared with exhaustive search; large n
// checks exact ranks beyond 64 bits and the order itself.
#include "construct/fibonacci_family.h"
#include "construct/fibonacci_numbers.h"
#include "construct/word_solution.h"
#include "construction_support.h"
#include "model/errors.h"
#include "model/notation.h"

#include <QTest>

#include <bit>
#include <random>
#include <set>

using namespace leapfrog;
using namespace leapfrog::testing;

Q_DECLARE_METATYPE(leapfrog::LongSide)

namespace {

Variant boardOf(int n, LongSide side) { return side == LongSide::Blue ? Variant::classic(n, 1) : Variant::classic(1, n); }

// F(k) by the plain recurrence in 64 bits, independent of the BigInt code.
std::uint64_t smallFibonacci(int k)
{
    std::uint64_t low = 0;
    std::uint64_t high = 1;
    for (int i = 0; i < k; ++i) {
        low = std::exchange(high, low + high);
    }
    return low;
}

// Seed 001 eq. 5, read literally: k in L(n) iff 0 <= k <= 2^(n-1) and
// a(k) + floor(log2 k) <= n (k = 0 included).
bool inLByEquation5(std::uint64_t k, int n)
{
    if (k == 0) {
        return true;
    }
    const int log2k = std::bit_width(k) - 1;
    return k <= (std::uint64_t{1} << (n - 1)) && std::popcount(k) + log2k <= n;
}

void addFamilies(int largest)
{
    QTest::addColumn<int>("n");
    QTest::addColumn<LongSide>("side");
    for (int n = 1; n <= largest; ++n) {
        QTest::newRow(qPrintable(QString("classic:%1x1").arg(n))) << n << LongSide::Blue;
        if (n > 1) {
            QTest::newRow(qPrintable(QString("classic:1x%1").arg(n))) << n << LongSide::Red;
        }
    }
}

bool lexicographicallyBefore(const Solution& a, const Solution& b)
{
    for (std::uint64_t i = 0; i < std::min(a.length(), b.length()); ++i) {
        if (a.moveAt(i) != b.moveAt(i)) {
            return a.moveAt(i) < b.moveAt(i);
        }
    }
    return a.length() < b.length();
}

} // namespace

class FibonacciTest : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void everyLabel_data();
    void everyLabel();
    void rankOrderIsSearchOrder_data();
    void rankOrderIsSearchOrder();
    void exactCount();
    void largeRanks_data();
    void largeRanks();
    void orderBeyondSearch();
    void badLabelAndRank();
};

// Every label in L(n): a legal optimal solution, all distinct, as many as
// F(n+2); the formula (Theorem 2) and the word built block by block agree,
// and the word is the one read off the replayed positions.
void FibonacciTest::everyLabel_data() { addFamilies(12); }

void FibonacciTest::everyLabel()
{
    QFETCH(int, n);
    QFETCH(LongSide, side);
    const FibonacciFamily family(n, side);
    const Variant variant = boardOf(n, side);
    std::set<QString> distinct;
    for (std::uint64_t k = 0; k <= (std::uint64_t{1} << n); ++k) {
        QCOMPARE(family.isLabel(BigInt(k)), inLByEquation5(k, n));
        if (!family.isLabel(BigInt(k))) {
            continue;
        }
        const FibonacciChoices choices = family.choicesOfLabel(BigInt(k));
        QCOMPARE(family.labelOf(choices), BigInt(k));
        const std::vector<Move> moves = family.solution(choices)->moves();
        const auto why = whyNotOptimal(variant, moves);
        QVERIFY2(!why, qPrintable(QString("label %1: %2").arg(k).arg(why.value_or(""))));
        const RunWord word = family.word(choices);
        QCOMPARE(movesText(WordSolution(word, variant.blueCount()).moves()), movesText(moves));
        QCOMPARE(word.text(), notationWord(variant, variant.start(), moves));
        distinct.insert(movesText(moves));
    }
    QCOMPARE(std::uint64_t(distinct.size()), smallFibonacci(n + 2));
    QCOMPARE(family.count(), BigInt(smallFibonacci(n + 2)));
}

// Rank r is the r-th solution of exhaustive search, for every r: so the
// family is exactly the set of optimal solutions, in the shared order.
void FibonacciTest::rankOrderIsSearchOrder_data() { addFamilies(12); }

void FibonacciTest::rankOrderIsSearchOrder()
{
    QFETCH(int, n);
    QFETCH(LongSide, side);
    const FibonacciFamily family(n, side);
    const auto all = allBySearch(boardOf(n, side));
    QCOMPARE(BigInt(all.size()), family.count());
    for (std::size_t r = 0; r < all.size(); ++r) {
        const FibonacciChoices choices = family.choicesOfRank(BigInt(r + 1));
        QCOMPARE(movesText(family.solution(choices)->moves()), movesText(all[r]));
        QCOMPARE(family.rankOf(choices), BigInt(r + 1));
    }
}

// F(10002) has 2090 digits (the figure); F(n+2) = F(n+1) + F(n).
void FibonacciTest::exactCount()
{
    const FibonacciFamily family(10000, LongSide::Blue);
    QCOMPARE(family.count().toString().size(), std::size_t(2090));
    QCOMPARE(family.count(), fibonacci(10001) + fibonacci(10000));
    QCOMPARE(fibonacci(93), BigInt(smallFibonacci(93))); // the last one below 2^64
}

// Ranks and labels far beyond 64 bits round-trip, and the solutions of such
// ranks are legal optimal solutions.
void FibonacciTest::largeRanks_data()
{
    QTest::addColumn<int>("n");
    QTest::addColumn<LongSide>("side");
    QTest::newRow("classic:10000x1") << 10000 << LongSide::Blue;
    QTest::newRow("classic:1x10000") << 10000 << LongSide::Red;
    QTest::newRow("classic:333x1") << 333 << LongSide::Blue;
}

void FibonacciTest::largeRanks()
{
    QFETCH(int, n);
    QFETCH(LongSide, side);
    const FibonacciFamily family(n, side);
    BigInt half = family.count();
    half.divideBy(2);
    for (const BigInt& rank : {BigInt(1), BigInt(2), half, family.count() - BigInt(1), family.count()}) {
        const FibonacciChoices choices = family.choicesOfRank(rank);
        QCOMPARE(family.rankOf(choices), rank);
        QCOMPARE(family.choicesOfLabel(family.labelOf(choices)), choices);
        const auto why = whyNotOptimal(boardOf(n, side), family.solution(choices)->moves());
        QVERIFY2(!why, qPrintable(why.value_or("")));
    }
}

// Consecutive ranks are in strictly increasing lexicographic order, and the
// first and last are the least and greatest, on a board too big to search
// (F(62) solutions).
void FibonacciTest::orderBeyondSearch()
{
    for (const LongSide side : {LongSide::Blue, LongSide::Red}) {
        const FibonacciFamily family(60, side);
        std::mt19937_64 random(3);
        for (int sample = 0; sample < 2000; ++sample) {
            BigInt rank(random() % (std::uint64_t{1} << 40) + 1);
            const auto a = family.solution(family.choicesOfRank(rank));
            const auto b = family.solution(family.choicesOfRank(rank + BigInt(1)));
            QVERIFY(lexicographicallyBefore(*a, *b));
        }
    }
}

void FibonacciTest::badLabelAndRank()
{
    const FibonacciFamily family(5, LongSide::Blue); // F(7) = 13
    QVERIFY(!family.isLabel(BigInt(15)));            // a(15) + 3 = 7 > 5
    QVERIFY_THROWS_EXCEPTION(InputError, family.choicesOfLabel(BigInt(15)));
    QVERIFY_THROWS_EXCEPTION(InputError, family.choicesOfRank(BigInt(0)));
    QVERIFY_THROWS_EXCEPTION(InputError, family.choicesOfRank(BigInt(14)));
}

QTEST_GUILESS_MAIN(FibonacciTest)
#include "tst_fibonacci.moc"
