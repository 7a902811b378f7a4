// solveVariant's methods: formula, word and auto give, for every rank, the
// same solution as exhaustive search on every board where search is
// feasible, under both row rule sets; they refuse what they cannot answer.
#include "catalog/solve.h"
#include "construction_support.h"
#include "model/errors.h"
#include "model/notation.h"

#include <QTest>

using namespace leapfrog;
using namespace leapfrog::testing;

Q_DECLARE_METATYPE(leapfrog::Method)

class SolveTest : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void methodNames();
    void everyRankAsSearch_data();
    void everyRankAsSearch();
    void notationWithoutReplay_data();
    void notationWithoutReplay();
    void autoPicks();
    void pairShift();
    void refusals_data();
    void refusals();
};

void SolveTest::methodNames()
{
    for (const Method method : {Method::Auto, Method::Formula, Method::Word, Method::Search}) {
        QCOMPARE(methodFromText(methodName(method)), method);
    }
    QVERIFY_THROWS_EXCEPTION(InputError, methodFromText("magic"));
    QCOMPARE(QString::fromUtf8(acceptedMethods().data(), qsizetype(acceptedMethods().size())),
             QString("auto, formula, word, search"));
}

void SolveTest::everyRankAsSearch_data()
{
    QTest::addColumn<QString>("spec");
    for (int blue = 1; blue <= 7; ++blue) {
        for (int red = 1; red <= 7; ++red) {
            for (const char* rules : {"classic", "strict"}) {
                const QString spec = QString("%1:%2x%3").arg(rules).arg(blue).arg(red);
                QTest::newRow(qPrintable(spec)) << spec;
            }
        }
    }
    QTest::newRow("classic:12x1") << "classic:12x1";
    QTest::newRow("strict:1x12") << "strict:1x12";
}

void SolveTest::everyRankAsSearch()
{
    QFETCH(QString, spec);
    const Variant variant = Variant::parse(spec.toStdString());
    const auto all = allBySearch(variant);
    for (const Method method : {Method::Formula, Method::Word, Method::Auto}) {
        const Solved first = solveVariant(variant, method);
        QCOMPARE(movesText(first.solution->moves()), movesText(all.front()));
        QCOMPARE(first.rank, std::optional<BigInt>(BigInt(1)));
        for (std::size_t r = 0; r < all.size(); ++r) {
            const Solved solved = solveVariant(variant, method, BigInt(r + 1));
            QCOMPARE(solved.count, std::optional<BigInt>(BigInt(all.size())));
            QCOMPARE(solved.rank, std::optional<BigInt>(BigInt(r + 1)));
            QCOMPARE(movesText(solved.solution->moves()), movesText(all[r]));
        }
    }
}

// The letters the constructions give without replaying are the ones read off
// the replayed positions.
void SolveTest::notationWithoutReplay_data() { everyRankAsSearch_data(); }

void SolveTest::notationWithoutReplay()
{
    QFETCH(QString, spec);
    const Variant variant = Variant::parse(spec.toStdString());
    for (const Method method : {Method::Formula, Method::Word}) {
        for (const int rank : {1, 2}) {
            const Solved solved = solveVariant(variant, method, BigInt(rank));
            const std::string replayed = notationWord(variant, variant.start(), solved.solution->moves());
            QCOMPARE(solved.solution->notation().value(), replayed);
            for (std::uint64_t i = 0; i < solved.solution->length(); ++i) {
                QCOMPARE(solved.solution->letterAt(i).value(), replayed[std::size_t(i)]);
            }
        }
    }
}

void SolveTest::autoPicks()
{
    QCOMPARE(chosenMethod(Variant::classic(100, 37), Method::Auto), Method::Formula);
    QCOMPARE(chosenMethod(Variant::strict(9, 1), Method::Auto, BigInt(5)), Method::Formula);
    QCOMPARE(chosenMethod(Variant::pairs(40), Method::Auto), Method::Formula);
    QCOMPARE(chosenMethod(Variant::pairs(3), Method::Auto), Method::Search);
    QCOMPARE(chosenMethod(Variant::pairs(8), Method::Auto, BigInt(1)), Method::Search);
    QCOMPARE(chosenMethod(Variant::classic(3, 3), Method::Word), Method::Word);
    // A board far beyond search, answered at once.
    const Solved big = solveVariant(Variant::classic(100000, 99999), Method::Auto, BigInt(2));
    QCOMPARE(big.solution->length(), std::uint64_t(100000) * 99999 + 100000 + 99999);
    QCOMPARE(big.count, std::optional<BigInt>(BigInt(2)));
}

// The pair-shift construction: solution 1 where that is known (n <= 7), no
// rank for larger n; search for explicit ranks there.
void SolveTest::pairShift()
{
    const Solved small = solveVariant(Variant::pairs(7), Method::Formula, BigInt(1));
    QCOMPARE(movesText(small.solution->moves()), movesText(allBySearch(Variant::pairs(7)).front()));
    const Solved large = solveVariant(Variant::pairs(40), Method::Formula);
    QVERIFY(!large.rank);
    QVERIFY(!large.count);
    const auto why = whyNotOptimal(Variant::pairs(40), large.solution->moves());
    QVERIFY2(!why, qPrintable(why.value_or("")));
    QVERIFY(!large.solution->letterAt(0));
}

void SolveTest::refusals_data()
{
    QTest::addColumn<QString>("spec");
    QTest::addColumn<Method>("method");
    QTest::addColumn<int>("rank"); // 0: rank 0; -1: none; -2: one above the count
    QTest::addColumn<bool>("limit"); // LimitError rather than InputError
    QTest::newRow("formula rank 0") << "classic:3" << Method::Formula << 0 << false;
    QTest::newRow("word rank 0") << "classic:4x1" << Method::Word << 0 << false;
    QTest::newRow("formula beyond 2") << "classic:3x5" << Method::Formula << -2 << false;
    QTest::newRow("word beyond 2") << "strict:4" << Method::Word << -2 << false;
    QTest::newRow("formula beyond F(n+2)") << "classic:1x9" << Method::Formula << -2 << false;
    QTest::newRow("word beyond F(n+2)") << "classic:9x1" << Method::Word << -2 << false;
    QTest::newRow("word on pairs") << "pairs:5" << Method::Word << -1 << false;
    QTest::newRow("formula below pairs:4") << "pairs:3" << Method::Formula << -1 << false;
    QTest::newRow("formula rank on pairs:8") << "pairs:8" << Method::Formula << 1 << false;
    QTest::newRow("formula rank 2 on pairs:7") << "pairs:7" << Method::Formula << 2 << false;
    // classic:40 has 81 holes: beyond what the search engine numbers.
    QTest::newRow("search beyond its limit") << "pairs:40" << Method::Search << -1 << true;
}

void SolveTest::refusals()
{
    QFETCH(QString, spec);
    QFETCH(Method, method);
    QFETCH(int, rank);
    QFETCH(bool, limit);
    const Variant variant = Variant::parse(spec.toStdString());
    std::optional<BigInt> wanted;
    if (rank >= 0) {
        wanted = BigInt(std::uint64_t(rank));
    } else if (rank == -2) {
        wanted = solveVariant(variant, method).count.value() + BigInt(1);
    }
    if (limit) {
        QVERIFY_THROWS_EXCEPTION(LimitError, solveVariant(variant, method, wanted));
    } else {
        QVERIFY_THROWS_EXCEPTION(InputError, solveVariant(variant, method, wanted));
    }
}

QTEST_GUILESS_MAIN(SolveTest)
#include "tst_solve.moc"
