// Seed 000, Theorem 4: the number of optimal solutions of classic n x m
// boards (F(n + 2) when one side has one peg, 2 otherwise), checked against
// the search engine on every classic and strict board up to 7 x 7, and the
// big Fibonacci numbers the count command prints beyond the engine; and
// which counts take the engine's layered search (what leapfrog-cluster
// shares among its ranks).
#include "catalog/counting.h"
#include "construct/theorem4.h"
#include "model/variant.h"
#include "search/engine.h"

#include <QTest>

#include <cmath>

using namespace leapfrog;

class Theorem4Test : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void againstEngine_data();
    void againstEngine();
    void fibonacciSmall();
    void fibonacciLarge();
    void countBeyondEngine();
    void layeredSearchRoute_data();
    void layeredSearchRoute();
};

void Theorem4Test::againstEngine_data()
{
    QTest::addColumn<QString>("spec");
    QTest::addColumn<int>("blue");
    QTest::addColumn<int>("red");
    for (const char* family : {"classic", "strict"}) {
        for (int n = 1; n <= 7; ++n) {
            for (int m = 1; m <= 7; ++m) {
                const std::string spec = std::string(family) + ":" + std::to_string(n) + "x" + std::to_string(m);
                QTest::newRow(spec.c_str()) << QString::fromStdString(spec) << n << m;
            }
        }
    }
}

// The paper's values, written out independently of theorem4.cpp: 2 when
// both sides have more than one peg; F(k + 2) with F = 1, 1, 2, 3, 5, 8, 13,
// 21, 34 when one side has one.
void Theorem4Test::againstEngine()
{
    QFETCH(QString, spec);
    QFETCH(int, blue);
    QFETCH(int, red);
    static const std::uint64_t fib[] = {0, 1, 1, 2, 3, 5, 8, 13, 21, 34};
    const std::uint64_t paper = std::min(blue, red) == 1 ? fib[std::max(blue, red) + 2] : 2;
    const Variant variant = Variant::parse(spec.toStdString());
    SearchEngine engine(variant, SearchEngine::Strategy::Table);
    const SearchEngine::Count counted = engine.count(variant.start());
    QCOMPARE(counted.minimum, std::optional<int>(blue * red + blue + red));
    QCOMPARE(counted.solutions, BigInt(paper));
    QCOMPARE(classicOptimalSolutions(blue, red), BigInt(paper));
}

void Theorem4Test::fibonacciSmall()
{
    const std::uint64_t expected[] = {1, 1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144};
    for (int k = 1; k <= 12; ++k) {
        QCOMPARE(fibonacci(k), BigInt(expected[k - 1]));
    }
    QCOMPARE(fibonacci(93).toString(), std::string("12200160415121876738")); // largest below 2^64
}

// F(10002), printed by `count classic:10000x1`: 2090 digits; its last nine
// digits by arithmetic modulo 10^9, its first ten by Binet's formula.
void Theorem4Test::fibonacciLarge()
{
    const std::string digits = fibonacci(10002).toString();
    QCOMPARE(static_cast<int>(digits.size()), 2090);
    std::uint64_t a = 0;
    std::uint64_t b = 1;
    for (int k = 1; k < 10002; ++k) {
        const std::uint64_t c = (a + b) % 1'000'000'000;
        a = b;
        b = c;
    }
    QCOMPARE(std::stoull(digits.substr(digits.size() - 9)), b);
    const long double log10f = 10002 * std::log10((1 + std::sqrt(5.0L)) / 2) - std::log10(std::sqrt(5.0L));
    const long double mantissa = std::pow(10.0L, log10f - std::floor(log10f));
    QCOMPARE(std::stoull(digits.substr(0, 10)), static_cast<unsigned long long>(mantissa * 1e9L));
}

// Beyond the engine's quick range the count comes from the theorem; within
// it, from the engine.
void Theorem4Test::countBeyondEngine()
{
    SearchEngine small(Variant::classic(5, 1));
    const OptimalCount bySearch = countOptimalSolutions(small);
    QCOMPARE(bySearch.method, std::string("search"));
    QCOMPARE(bySearch.solutions, BigInt(13));
    SearchEngine big(Variant::classic(10000, 1));
    const OptimalCount byTheorem = countOptimalSolutions(big);
    QCOMPARE(byTheorem.method, std::string("theorem"));
    QCOMPARE(byTheorem.minimum, std::optional<std::int64_t>(20001));
    QCOMPARE(byTheorem.solutions, fibonacci(10002));
    SearchEngine wide(Variant::strict(40, 7));
    QCOMPARE(countOptimalSolutions(wide).solutions, BigInt(2));
}

void Theorem4Test::layeredSearchRoute_data()
{
    QTest::addColumn<QString>("spec");
    QTest::addColumn<qulonglong>("eagerTable"); // boards up to this many positions take their table
    QTest::addColumn<bool>("layered");
    const qulonglong usual = kEagerTablePositions;
    QTest::newRow("y:2, its table") << "y:2" << usual << false;
    QTest::newRow("y:2, tables from 0") << "y:2" << qulonglong{0} << true;
    QTest::newRow("y:7, beyond tables") << "y:7" << usual << true;
    QTest::newRow("branch:4,1,1,1, tables from 0") << "branch:4,1,1,1" << qulonglong{0} << true;
    QTest::newRow("classic:3, tables from 0") << "classic:3" << qulonglong{0} << true;
    QTest::newRow("classic:12, the theorem") << "classic:12" << usual << false;
    QTest::newRow("pairs:5, the pair-shift counter") << "pairs:5" << qulonglong{0} << false;
    QTest::newRow("pairs:3, tables from 0") << "pairs:3" << qulonglong{0} << true;
}

void Theorem4Test::layeredSearchRoute()
{
    QFETCH(QString, spec);
    QFETCH(qulonglong, eagerTable);
    QFETCH(bool, layered);
    SearchEngine engine(Variant::parse(spec.toStdString()));
    engine.setTableStore(nullptr);
    QCOMPARE(countsByLayeredSearch(engine, {}, eagerTable), layered);
    QVERIFY(!engine.hasTable()); // deciding builds nothing
}

QTEST_GUILESS_MAIN(Theorem4Test)
#include "tst_theorem4.moc"
