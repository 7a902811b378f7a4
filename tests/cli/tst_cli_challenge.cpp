// leapfrog-cli challenge and game IDs (cli.md, "Game IDs and
// `challenge`"; issue 22): the
// challenge's par is what count and hint say of its ID, the same seed or
// date prints the same challenge, every command that takes a VARIANT takes
// an ID, and bad input exits 2 naming the bad part. Runs the real binary.
#include "cli_runner.h"
#include "model/rules.h"
#include "model/variant.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QTest>

using namespace leapfrog;
using namespace leapfrog::testing;

namespace {

using Run = CliRun;

// At most a minute a command.
Run cli(const QStringList& arguments) { return runCli(arguments); }

} // namespace

class CliChallengeTest : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void parIsCountAndHint_data();
    void parIsCountAndHint();
    void sameSeedSameChallenge();
    void dailyIsStable();
    void plainText();
    void randomSeedIsPrinted();
    void customDistance();
    void commandsTakeIds();
    void idAtTheGoal();
    void badInput_data();
    void badInput();
};

void CliChallengeTest::parIsCountAndHint_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("difficulty");
    QTest::newRow("classic:16 seed 7") << QStringList{"classic:16", "--seed", "7"} << "medium";
    QTest::newRow("classic:16 hard") << QStringList{"classic:16", "--seed", "7", "--difficulty", "hard"} << "hard";
    QTest::newRow("classic:20 expert") << QStringList{"classic:20", "--seed", "3", "--difficulty", "expert"} << "expert";
    QTest::newRow("strict:12x9 easy") << QStringList{"strict:12x9", "--seed", "11", "--difficulty", "easy"} << "easy";
    QTest::newRow("daily") << QStringList{"classic:16", "--daily", "2026-12-01"} << "medium";
}

void CliChallengeTest::parIsCountAndHint()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, difficulty);
    const Run challenge = cli(QStringList{"challenge"} + arguments + QStringList{"--json"});
    QCOMPARE(challenge.status, 0);
    const QJsonObject object = challenge.json();
    const QString id = object["id"].toString();
    const QString base = arguments.first();
    const Variant variant = Variant::parse(base.toStdString());
    QCOMPARE(object["variant"].toString(), QString::fromStdString(variant.spec()));
    QCOMPARE(id, object["variant"].toString() + "@" + object["position"].toString());
    QCOMPARE(object["difficulty"].toString(), difficulty);
    const int par = object["par"].toInt(-1);
    QVERIFY(par > 0);

    const Run count = cli({"count", id, "--json"});
    QCOMPARE(count.status, 0);
    QCOMPARE(count.json()["minimum"].toInt(-1), par);
    QCOMPARE(count.json()["variant"].toString(), id);
    const Run hint = cli({"hint", id, "--json"});
    QCOMPARE(hint.status, 0);
    QCOMPARE(hint.json()["distance"].toInt(-1), par);
    QCOMPARE(hint.json()["position"].toString(), object["position"].toString());
    // The base variant says the same of that position.
    const Run onBase = cli({"hint", base, "--position", object["position"].toString(), "--json"});
    QCOMPARE(onBase.json()["distance"].toInt(-1), par);
}

void CliChallengeTest::sameSeedSameChallenge()
{
    const QStringList arguments{"challenge", "classic:16", "--seed", "7", "--json"};
    const Run first = cli(arguments);
    const Run second = cli(arguments);
    QCOMPARE(first.status, 0);
    QCOMPARE(second.out, first.out);
    QCOMPARE(first.json()["seed"].toString(), QString("7"));
    const Run other = cli({"challenge", "classic:16", "--seed", "8", "--json"});
    QVERIFY(other.json()["id"].toString() != first.json()["id"].toString());
}

void CliChallengeTest::dailyIsStable()
{
    const QStringList arguments{"challenge", "classic:16", "--daily", "2026-12-01", "--difficulty", "hard", "--json"};
    const Run first = cli(arguments);
    QCOMPARE(first.status, 0);
    QCOMPARE(cli(arguments).out, first.out);
    QCOMPARE(first.json()["daily"].toString(), QString("2026-12-01"));
    const Run nextDay = cli({"challenge", "classic:16", "--daily", "2026-12-02", "--difficulty", "hard", "--json"});
    QVERIFY(nextDay.json()["id"].toString() != first.json()["id"].toString());
}

void CliChallengeTest::plainText()
{
    const Run json = cli({"challenge", "classic:5", "--seed", "4", "--json"});
    const Run text = cli({"challenge", "classic:5", "--seed", "4"});
    QCOMPARE(text.status, 0);
    QCOMPARE(lines(text.out), (QStringList{"id " + json.json()["id"].toString(),
                                           "par " + QString::number(json.json()["par"].toInt()), "difficulty medium",
                                           "seed 4"}));
}

void CliChallengeTest::randomSeedIsPrinted()
{
    const Run drawn = cli({"challenge", "classic:8", "--json"});
    QCOMPARE(drawn.status, 0);
    const QString seed = drawn.json()["seed"].toString();
    QVERIFY(!seed.isEmpty());
    // The printed seed asks for the same challenge again.
    const Run again = cli({"challenge", "classic:8", "--seed", seed, "--json"});
    QCOMPARE(again.json()["id"].toString(), drawn.json()["id"].toString());
}

void CliChallengeTest::customDistance()
{
    const Run custom = cli({"challenge", "classic:9", "--distance", "40", "--seed", "2", "--json"});
    QCOMPARE(custom.status, 0);
    QCOMPARE(custom.json()["par"].toInt(), 40);
    QCOMPARE(custom.json()["difficulty"].toString(), QString("custom"));
    const Run count = cli({"count", custom.json()["id"].toString(), "--json"});
    QCOMPARE(count.json()["minimum"].toInt(), 40);
}

void CliChallengeTest::commandsTakeIds()
{
    const QString id = "classic:3@BB_BRRR";
    const Run solve = cli({"solve", id, "--format", "json"});
    QCOMPARE(solve.status, 0);
    QCOMPARE(solve.json()["variant"].toString(), id);
    const QJsonArray moves = solve.json()["moves"].toArray();
    QCOMPARE(solve.json()["minimum"].toInt(), moves.size());
    // Replayed in the core from the ID's start, the moves reach the goal.
    const Variant variant = Variant::parse(id.toStdString());
    Position position = variant.start();
    QStringList texts;
    for (const QJsonValue& move : moves) {
        const Move parsed = variant.parseMove(move.toString().toStdString());
        QVERIFY(isLegal(variant.board(), variant.rules(), position, parsed));
        position = applyMove(variant.rules(), position, parsed);
        texts << move.toString();
    }
    QVERIFY(variant.isGoal(position));
    const Run base = cli({"hint", "classic:3", "--position", "BB_BRRR", "--json"});
    QCOMPARE(moves.size(), base.json()["distance"].toInt());

    const Run check = cli(QStringList{"check", id, "--json"} + texts);
    QCOMPARE(check.status, 0);
    QCOMPARE(check.json()["goal"].toBool(), true);
    QCOMPARE(check.json()["minimum"].toInt(), moves.size());
    const Run count = cli({"count", id});
    QCOMPARE(count.status, 0);
    QCOMPARE(lines(count.out).first(), "minimum " + QString::number(moves.size()));
    const Run stats = cli({"stats", id, "--json"});
    QCOMPARE(stats.status, 0);
}

void CliChallengeTest::idAtTheGoal()
{
    const Run count = cli({"count", "classic:3@RRR_BBB", "--json"});
    QCOMPARE(count.status, 0);
    QCOMPARE(count.json()["minimum"].toInt(-1), 0);
    // Nothing moves: the goal cannot be reached, a negative answer.
    const Run dead = cli({"count", "strict:3@_BBBRRR", "--json"});
    QCOMPARE(dead.status, 1);
    QVERIFY(dead.json()["minimum"].isNull());
}

void CliChallengeTest::badInput_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("messageHas");
    QTest::newRow("difficulty") << QStringList{"challenge", "classic:5", "--difficulty", "brutal"} << "\"brutal\"";
    QTest::newRow("seed") << QStringList{"challenge", "classic:5", "--seed", "x7"} << "\"x7\"";
    QTest::newRow("negative seed") << QStringList{"challenge", "classic:5", "--seed", "-1"} << "\"-1\"";
    QTest::newRow("date") << QStringList{"challenge", "classic:5", "--daily", "2026-02-30"} << "YYYY-MM-DD";
    QTest::newRow("date form") << QStringList{"challenge", "classic:5", "--daily", "1.12.2026"} << "\"1.12.2026\"";
    QTest::newRow("seed and daily")
        << QStringList{"challenge", "classic:5", "--seed", "1", "--daily", "2026-12-01"} << "--seed and --daily";
    QTest::newRow("difficulty and distance")
        << QStringList{"challenge", "classic:5", "--difficulty", "hard", "--distance", "4"} << "--distance";
    QTest::newRow("distance zero") << QStringList{"challenge", "classic:5", "--distance", "0"} << "\"0\"";
    QTest::newRow("distance too far") << QStringList{"challenge", "classic:5", "--distance", "35"} << "1 to 34";
    QTest::newRow("variant") << QStringList{"challenge", "classic:x"} << "classic:x";
    QTest::newRow("not a paper's row") << QStringList{"challenge", "pairs:5"} << "pairs:5";
    QTest::newRow("too long") << QStringList{"challenge", "classic:21"} << "beyond 20";
    QTest::newRow("id short") << QStringList{"count", "classic:3@BB_BRR"} << "has 6 holes";
    QTest::newRow("id pegs") << QStringList{"hint", "classic:3@BB_BRRB"} << "has 4 'B'";
    QTest::newRow("id letter") << QStringList{"solve", "classic:3@BB_BRRQ"} << "'Q'";
    QTest::newRow("id empty") << QStringList{"check", "classic:3@", "3-4"} << "no position";
    QTest::newRow("id of a tree") << QStringList{"count", "y:1@_BRY"} << "row boards";
}

void CliChallengeTest::badInput()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, messageHas);
    const Run run = cli(arguments);
    QCOMPARE(run.status, 2);
    QVERIFY2(run.err.contains(messageHas), qPrintable(run.err));
    QCOMPARE(lines(run.err).size(), 1);
    QVERIFY(run.out.isEmpty());
}

QTEST_GUILESS_MAIN(CliChallengeTest)
#include "tst_cli_challenge.moc"
