// Game IDs VARIANT@POSITION (cli.md, "Game IDs"; issue 22): a row variant started
// elsewhere. The ID's spec reads back as the same game, a position that does
// not fit is refused with the reason, only rows have IDs, and the engine's
// answer from an ID's start is the base variant's answer at that position.
#include "construct/constructions.h"
#include "input_refusal.h"
#include "model/errors.h"
#include "model/variant.h"
#include "search/engine.h"

#include <QTest>

using namespace leapfrog;
using namespace leapfrog::testing;

class GameIdTest : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void roundTrip_data();
    void roundTrip();
    void startIsTheVariant();
    void refused_data();
    void refused();
    void sameDistanceAsBase_data();
    void sameDistanceAsBase();
    void goalAndDeadStarts();
};

void GameIdTest::roundTrip_data()
{
    QTest::addColumn<QString>("base");
    QTest::addColumn<QString>("position");
    QTest::newRow("classic:3") << "classic:3" << "BB_BRRR";
    QTest::newRow("classic:3x3 spelled long") << "classic:3x3" << "RBR_BRB";
    QTest::newRow("classic:4x2") << "classic:4x2" << "BRBB_RB";
    QTest::newRow("strict:3x2") << "strict:3x2" << "B_BRBR";
    QTest::newRow("long row h2") << "classic:3h2" << "B_BB_RRR";
    QTest::newRow("long row k2") << "strict:3k2" << "BBRB_RR";
    QTest::newRow("custom row") << "row:BR_BR>RB_RB" << "_BRBR";
    QTest::newRow("custom strict row") << "row:BB__RR>RR__BB,strict" << "B_B_RR";
    QTest::newRow("classic:20") << "classic:20" << "BBBBBBBBBBBBBBBBBBRB_BRRRRRRRRRRRRRRRRRRR";
}

void GameIdTest::roundTrip()
{
    QFETCH(QString, base);
    QFETCH(QString, position);
    const Variant variant = Variant::parse((base + "@" + position).toStdString());
    const Variant from = Variant::parse(base.toStdString());
    QVERIFY(variant.isStartedElsewhere());
    QCOMPARE(QString::fromStdString(variant.start().text()), position);
    QCOMPARE(variant.goal(), from.goal());
    QCOMPARE(variant.rules(), from.rules());
    QCOMPARE(variant.reach(), from.reach());
    QCOMPARE(variant.holeCount(), from.holeCount());
    QCOMPARE(variant.baseSpec(), from.spec());
    QCOMPARE(variant.baseFamily(), from.family());
    QCOMPARE(QString::fromStdString(variant.spec()), QString::fromStdString(from.spec()) + "@" + position);
    // What a save file stores reads back as the same game.
    const Variant again = Variant::parse(variant.spec());
    QCOMPARE(again.spec(), variant.spec());
    QCOMPARE(again.start(), variant.start());
    QCOMPARE(again.goal(), variant.goal());
    QCOMPARE(again.rules(), variant.rules());
    // No formula of the papers' families is claimed for another start.
    QVERIFY(!variant.provenMinimum());
    QVERIFY(!variant.hasNotation());
    // The same through the factory the challenges use.
    QCOMPARE(Variant::startedFrom(from, variant.start()).spec(), variant.spec());
}

void GameIdTest::startIsTheVariant()
{
    const Variant variant = Variant::parse("classic:3@BBB_RRR");
    QVERIFY(!variant.isStartedElsewhere());
    QCOMPARE(variant.spec(), std::string("classic:3"));
    QCOMPARE(variant.family(), Family::Classic);
    QCOMPARE(variant.provenMinimum().value_or(-1), 15);
    QCOMPARE(variant.baseSpec(), variant.spec());
}

void GameIdTest::refused_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("messageHas");
    QTest::newRow("no position") << "classic:3@" << "no position after '@'";
    QTest::newRow("short") << "classic:3@BB_BRR" << "has 6 holes; classic:3 has 7";
    QTest::newRow("long") << "classic:3@BB_BRRRR" << "has 8 holes";
    QTest::newRow("wrong pegs") << "classic:3@BBBBRR_" << "has 4 'B'";
    QTest::newRow("two holes") << "classic:3@BB__RRR" << "has 2 '_'";
    QTest::newRow("yellow") << "classic:3@BBY_RRR" << "has 2 'B'";
    QTest::newRow("bad letter") << "classic:3@BBx_RRR" << "bad character 'x' at hole 3";
    QTest::newRow("two @") << "classic:3@BB_BRRR@BB_BRRR" << "more than one '@'";
    QTest::newRow("pairs") << "pairs:4@BBBRBRRR__" << "game IDs name row boards";
    QTest::newRow("y") << "y:1@_BRY" << "game IDs name row boards";
    QTest::newRow("branch") << "branch:3,1,1,1@BBB_RRR" << "game IDs name row boards";
    QTest::newRow("dudeney") << "dudeney:2@12_" << "game IDs name row boards";
    QTest::newRow("grid") << "grid:1@BBBB_RRRR" << "game IDs name row boards";
}

void GameIdTest::refused()
{
    QFETCH(QString, id);
    QFETCH(QString, messageHas);
    const std::optional<QString> refusal = refusalOf([&] { Variant::parse(id.toStdString()); });
    QVERIFY2(refusal, "accepted a bad game ID");
    QVERIFY2(refusal->contains(messageHas), qPrintable(*refusal));
    QVERIFY2(refusal->contains("bad game ID \"" + id + "\""), qPrintable(*refusal));
    QVERIFY2(refusal->contains("VARIANT@POSITION"), qPrintable(*refusal));
}

void GameIdTest::sameDistanceAsBase_data()
{
    QTest::addColumn<QString>("base");
    QTest::addColumn<QString>("position");
    QTest::newRow("classic:3") << "classic:3" << "BB_BRRR";
    QTest::newRow("classic:3 mixed") << "classic:3" << "RBR_BRB";
    QTest::newRow("classic:5x3") << "classic:5x3" << "BBRBB_BRR";
    QTest::newRow("strict:4") << "strict:4" << "BBRB_BRRR";
    QTest::newRow("classic:3h2") << "classic:3h2" << "B_BB_RRR";
    QTest::newRow("classic:12") << "classic:12" << "BBBBBBRBRBRBB_RBRBRRRRRRR";
    QTest::newRow("classic:20") << "classic:20" << "BBBBBBBBBBBBBBBBBBRB_BRRRRRRRRRRRRRRRRRRR";
    QTest::newRow("strict:16x15") << "strict:16x15" << "BBBBBBBBBBBBBBRB_BRRRRRRRRRRRRRR";
}

void GameIdTest::sameDistanceAsBase()
{
    QFETCH(QString, base);
    QFETCH(QString, position);
    const Variant from = Variant::parse(base.toStdString());
    const Variant id = Variant::parse((base + "@" + position).toStdString());
    SearchEngine onBase(from, SearchEngine::Strategy::Auto, constructedOptimalSolutions);
    SearchEngine onId(id, SearchEngine::Strategy::Auto, constructedOptimalSolutions);
    const SearchEngine::Hint expected = onBase.hint(from.parsePosition(position.toStdString()));
    const SearchEngine::Hint actual = onId.hint(id.start());
    QVERIFY(expected.distance);
    QCOMPARE(actual.distance, expected.distance);
    QCOMPARE(actual.best, expected.best);
}

void GameIdTest::goalAndDeadStarts()
{
    // At the goal: nothing to do.
    const Variant atGoal = Variant::parse("classic:3@RRR_BBB");
    SearchEngine goalEngine(atGoal);
    QCOMPARE(goalEngine.count(atGoal.start()).minimum, std::optional<int>(0));
    // Under strict rules nothing moves with the hole at the left end and
    // the blues beside it: the goal cannot be reached, which the engine says
    // rather than refusing the ID.
    const Variant dead = Variant::parse("strict:3@_BBBRRR");
    SearchEngine deadEngine(dead);
    QVERIFY(!deadEngine.count(dead.start()).minimum);
}

QTEST_GUILESS_MAIN(GameIdTest)
#include "tst_game_id.moc"
