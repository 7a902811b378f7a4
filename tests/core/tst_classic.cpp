// Seed 000's classic construction: the iterative generator (stages 1-4) and
// the explicit formula (Theorem 3) on every board up to 12 x 12, both
// orientations, both first movers; replayed on the real rules, compared with
// each other move by move, and with exhaustive search where it is feasible.
#include "construct/classic_formula.h"
#include "construct/classic_iterative.h"
#include "construct/classic_solution.h"
#include "construct/integer_sqrt.h"
#include "construction_support.h"

#include <QTest>

#include <random>

using namespace leapfrog;
using namespace leapfrog::testing;

Q_DECLARE_METATYPE(leapfrog::FirstMover)

namespace {

QString boardName(int blue, int red, FirstMover first)
{
    return QString("%1x%2 %3 first").arg(blue).arg(red).arg(first == FirstMover::Blue ? "blue" : "red");
}

void addBoards(int largest, bool blueAtLeastRed)
{
    QTest::addColumn<int>("blue");
    QTest::addColumn<int>("red");
    QTest::addColumn<FirstMover>("first");
    for (int blue = 1; blue <= largest; ++blue) {
        for (int red = 1; red <= largest; ++red) {
            if (blueAtLeastRed && blue < red) {
                continue;
            }
            for (const FirstMover first : {FirstMover::Blue, FirstMover::Red}) {
                QTest::newRow(qPrintable(boardName(blue, red, first))) << blue << red << first;
            }
        }
    }
}

std::vector<std::uint32_t> generated(int blue, int red, FirstMover first)
{
    const ClassicIterative generator(blue, red, first);
    std::vector<std::uint32_t> holes(static_cast<std::size_t>(generator.length()));
    generator.fill(holes);
    return holes;
}

} // namespace

class ClassicTest : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void replays_data();
    void replays();
    void formulaEqualsGenerator_data();
    void formulaEqualsGenerator();
    void largeBoards_data();
    void largeBoards();
    void againstSearch_data();
    void againstSearch();
    void exactSquareRoots();
    void literalThirdPartIsWrong();
};

// Legal on the classic and on the strict rules, reaches the goal, in the
// minimum nm + n + m, and opens with the chosen colour.
void ClassicTest::replays_data() { addBoards(12, false); }

void ClassicTest::replays()
{
    QFETCH(int, blue);
    QFETCH(int, red);
    QFETCH(FirstMover, first);
    const std::vector<Move> moves = classicSolution(blue, red, first)->moves();
    for (const Variant& variant : {Variant::classic(blue, red), Variant::strict(blue, red)}) {
        const auto why = whyNotOptimal(variant, moves);
        QVERIFY2(!why, qPrintable(QString::fromStdString(variant.spec()) + ": " + why.value_or("")));
    }
    const Position start = Variant::classic(blue, red).start();
    QCOMPARE(start.at(moves.front().from), first == FirstMover::Blue ? Cell::Blue : Cell::Red);
}

// The random-access formula equals the streaming generator at every move,
// and the generator's runs add up to the same holes.
void ClassicTest::formulaEqualsGenerator_data() { addBoards(12, true); }

void ClassicTest::formulaEqualsGenerator()
{
    QFETCH(int, blue);
    QFETCH(int, red);
    QFETCH(FirstMover, first);
    const std::vector<std::uint32_t> holes = generated(blue, red, first);
    const ClassicFormula formula(blue, red, first);
    QCOMPARE(formula.length(), std::uint64_t(holes.size()));
    QCOMPARE(formula.holeAfter(0), std::int64_t(blue));
    for (std::size_t i = 0; i < holes.size(); ++i) {
        QCOMPARE(formula.holeAfter(i + 1), std::int64_t(holes[i]));
    }
    std::int64_t hole = blue;
    std::size_t next = 0;
    ClassicIterative(blue, red, first).forEachRun([&](int delta, std::int64_t count) {
        QVERIFY(count > 0 && (delta == 1 || delta == -1 || delta == 2 || delta == -2));
        for (std::int64_t k = 0; k < count; ++k) {
            hole += delta;
            QCOMPARE(std::int64_t(holes[next++]), hole);
        }
    });
    QCOMPARE(next, holes.size());
}

// Bigger boards: formula equals generator everywhere; the solution replays.
void ClassicTest::largeBoards_data()
{
    QTest::addColumn<int>("blue");
    QTest::addColumn<int>("red");
    for (const auto& [blue, red] : {std::pair{40, 17}, {100, 100}, {101, 3}, {257, 2}, {1000, 999}, {313, 1}}) {
        QTest::newRow(qPrintable(QString("%1x%2").arg(blue).arg(red))) << blue << red;
    }
}

void ClassicTest::largeBoards()
{
    QFETCH(int, blue);
    QFETCH(int, red);
    for (const FirstMover first : {FirstMover::Blue, FirstMover::Red}) {
        const std::vector<std::uint32_t> holes = generated(blue, red, first);
        const ClassicFormula formula(blue, red, first);
        for (std::size_t i = 0; i < holes.size(); ++i) {
            if (formula.holeAfter(i + 1) != std::int64_t(holes[i])) {
                QFAIL(qPrintable(QString("move %1 differs").arg(i + 1)));
            }
        }
        if (holes.size() < 200'000) { // replaying copies the position per move
            for (const auto& [left, right] : {std::pair{blue, red}, std::pair{red, blue}}) {
                const auto why = whyNotOptimal(Variant::classic(left, right), classicSolution(left, right, first)->moves());
                QVERIFY2(!why, qPrintable(why.value_or("")));
            }
        }
    }
}

// Exhaustive search: boards with two pegs or more a side have exactly two
// optimal solutions (Theorem 4), and they are the two constructions, blue
// first before red first in the shared order. Both rule sets.
void ClassicTest::againstSearch_data()
{
    QTest::addColumn<QString>("spec");
    for (int blue = 2; blue <= 7; ++blue) {
        for (int red = 2; red <= 7; ++red) {
            for (const char* rules : {"classic", "strict"}) {
                const QString spec = QString("%1:%2x%3").arg(rules).arg(blue).arg(red);
                QTest::newRow(qPrintable(spec)) << spec;
            }
        }
    }
}

void ClassicTest::againstSearch()
{
    QFETCH(QString, spec);
    const Variant variant = Variant::parse(spec.toStdString());
    const auto all = allBySearch(variant);
    QCOMPARE(all.size(), std::size_t(2));
    const int blue = variant.blueCount();
    const int red = variant.redCount();
    QCOMPARE(movesText(classicSolution(blue, red, FirstMover::Blue)->moves()), movesText(all[0]));
    QCOMPARE(movesText(classicSolution(blue, red, FirstMover::Red)->moves()), movesText(all[1]));
}

void ClassicTest::exactSquareRoots()
{
    std::mt19937_64 random(7);
    for (int i = 0; i < 100000; ++i) {
        const std::uint64_t root = random() % (std::uint64_t{1} << 31);
        const std::uint64_t square = root * root;
        QCOMPARE(floorSqrt(square), root);
        QCOMPARE(ceilSqrt(square), root);
        if (root > 0) {
            QCOMPARE(floorSqrt(square - 1), root - 1);
            QCOMPARE(ceilSqrt(square - 1), root);
        }
        QCOMPARE(floorSqrt(square + 1), root);
        QCOMPARE(ceilSqrt(square + 1), root + 1);
    }
    const std::uint64_t big = (std::uint64_t{1} << 31) - 1;
    QCOMPARE(floorSqrt(big * big + 2 * big), big); // (big+1)^2 - 1
}

// The correction in classic_formula.h: eq. (27)'s third part printed with
// x_{s2} instead of x_{s1+s2}. The literal reading shifts every stage-4 hole
// by x_{s2} - x_{s1+s2}; it is wrong wherever that is not 0, which is on 67
// of the 72 boards and first movers with 1 <= m <= n <= 8.
void ClassicTest::literalThirdPartIsWrong()
{
    int wrong = 0;
    int boards = 0;
    for (int n = 1; n <= 8; ++n) {
        for (int m = 1; m <= n; ++m) {
            for (const FirstMover first : {FirstMover::Blue, FirstMover::Red}) {
                const ClassicFormula formula(n, m, first);
                const std::uint64_t s1 = std::uint64_t(m) * (m + 3) / 2;
                const std::uint64_t s2 = std::uint64_t(n - m) * (m + 1);
                ++boards;
                wrong += formula.holeAfter(s2) != formula.holeAfter(s1 + s2);
            }
        }
    }
    QCOMPARE(boards, 72);
    QCOMPARE(wrong, 67);
}

QTEST_GUILESS_MAIN(ClassicTest)
#include "tst_classic.moc"
