// Challenges (catalog/challenge.h, issue 22): each challenge's par is checked
// against a breadth-first search written here from the rules (leapfrog(6); not
// the engine), on every small board and difficulty, for several seeds; a
// seed always gives the same challenge, different seeds different ones, a
// date the same daily challenge, and harder levels larger pars on average.
#include "catalog/challenge.h"
#include "input_refusal.h"
#include "model/errors.h"
#include "model/variant.h"

#include <QTest>

#include <map>
#include <numeric>
#include <queue>
#include <set>
#include <string>
#include <vector>

using namespace leapfrog;
using namespace leapfrog::testing;

namespace {

// Every arrangement of `blue` B, `red` R and one '_'.
std::vector<std::string> allPositions(int blue, int red)
{
    std::vector<std::string> out;
    std::string row(static_cast<std::size_t>(blue), 'B');
    row += std::string(static_cast<std::size_t>(red), 'R');
    row += '_';
    std::sort(row.begin(), row.end());
    do {
        out.push_back(row);
    } while (std::next_permutation(row.begin(), row.end()));
    return out;
}

// The positions one move from `row` on a row with one hole (leapfrog(6), window.md):
// classic: a peg next to the hole slides in, a peg two away jumps the peg
// between (any colour); strict: blue only rightward, red only leftward, and
// a jump only over the other colour.
std::vector<std::string> movesFrom(const std::string& row, bool strict)
{
    std::vector<std::string> out;
    const int hole = static_cast<int>(row.find('_'));
    const int size = static_cast<int>(row.size());
    for (const int offset : {-2, -1, 1, 2}) {
        const int from = hole + offset;
        if (from < 0 || from >= size) {
            continue;
        }
        const char peg = row[static_cast<std::size_t>(from)];
        const bool towardItsSide = (peg == 'B' && offset < 0) || (peg == 'R' && offset > 0);
        const bool jump = offset == -2 || offset == 2;
        const char jumped = jump ? row[static_cast<std::size_t>(hole + offset / 2)] : ' ';
        if (strict && (!towardItsSide || (jump && jumped == peg))) {
            continue;
        }
        std::string next = row;
        std::swap(next[static_cast<std::size_t>(from)], next[static_cast<std::size_t>(hole)]);
        out.push_back(next);
    }
    return out;
}

// Moves to the goal from every position that can reach it: a breadth-first
// search backward from the goal over the reversed moves.
std::map<std::string, int> distancesToGoal(int blue, int red, bool strict)
{
    std::map<std::string, std::vector<std::string>> predecessors;
    for (const std::string& row : allPositions(blue, red)) {
        for (const std::string& next : movesFrom(row, strict)) {
            predecessors[next].push_back(row);
        }
    }
    const std::string goal = std::string(static_cast<std::size_t>(red), 'R') + "_"
                             + std::string(static_cast<std::size_t>(blue), 'B');
    std::map<std::string, int> distance{{goal, 0}};
    std::queue<std::string> queue;
    queue.push(goal);
    while (!queue.empty()) {
        const std::string here = queue.front();
        queue.pop();
        for (const std::string& before : predecessors[here]) {
            if (distance.emplace(before, distance[here] + 1).second) {
                queue.push(before);
            }
        }
    }
    return distance;
}

const std::map<std::string, int>& referenceFor(const Variant& variant)
{
    static std::map<std::string, std::map<std::string, int>> cache;
    auto found = cache.find(variant.spec());
    if (found == cache.end()) {
        found = cache.emplace(variant.spec(), distancesToGoal(variant.blueCount(), variant.redCount(),
                                                              variant.rules() == RuleSet::Strict))
                    .first;
    }
    return found->second;
}

const std::vector<Difficulty> kLevels{Difficulty::Easy, Difficulty::Medium, Difficulty::Hard, Difficulty::Expert};

} // namespace

class ChallengeTest : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void parMatchesBreadthFirst_data();
    void parMatchesBreadthFirst();
    void customDistance_data();
    void customDistance();
    void seedsDiffer_data();
    void seedsDiffer();
    void daily();
    void harderIsFarther();
    void refused_data();
    void refused();
    void names();
};

void ChallengeTest::parMatchesBreadthFirst_data()
{
    QTest::addColumn<QString>("spec");
    QTest::addColumn<int>("level");
    QTest::addColumn<quint64>("seed");
    for (const char* spec : {"classic:3", "classic:4", "classic:5", "classic:6", "strict:4x4", "classic:4x2"}) {
        for (const Difficulty level : kLevels) {
            for (const quint64 seed : {1ULL, 2ULL, 99ULL, 0xFFFFFFFFFFFFFFFFULL}) {
                QTest::addRow("%s %s %llu", spec, difficultyName(level).data(), seed)
                    << spec << static_cast<int>(level) << seed;
            }
        }
    }
}

void ChallengeTest::parMatchesBreadthFirst()
{
    QFETCH(QString, spec);
    QFETCH(int, level);
    QFETCH(quint64, seed);
    const Variant base = Variant::parse(spec.toStdString());
    const auto difficulty = static_cast<Difficulty>(level);
    const Challenge challenge = makeChallenge(base, difficulty, seed);
    const std::map<std::string, int>& reference = referenceFor(base);
    const std::string text = challenge.position.text();
    QVERIFY2(reference.contains(text), "the goal cannot be reached from the challenge");
    QCOMPARE(challenge.par, reference.at(text));
    QVERIFY(challenge.position != base.start());
    QVERIFY(challenge.position != base.goal());
    const ParBand band = parBand(difficulty, reference.at(base.start().text()));
    QVERIFY2(band.low <= challenge.par && challenge.par <= band.high, qPrintable(QString::number(challenge.par)));
    QCOMPARE(challenge.difficulty, difficulty);
    QCOMPARE(challenge.seed, seed);
    QCOMPARE(challenge.baseSpec, base.spec());
    // Its game ID is base@position and reads back as that game.
    QCOMPARE(challenge.variant.spec(), base.spec() + "@" + text);
    const Variant again = Variant::parse(challenge.variant.spec());
    QCOMPARE(again.start(), challenge.position);
    QCOMPARE(again.goal(), base.goal());
    // The same seed, the same challenge.
    const Challenge twice = makeChallenge(base, difficulty, seed);
    QCOMPARE(twice.variant.spec(), challenge.variant.spec());
    QCOMPARE(twice.par, challenge.par);
}

void ChallengeTest::customDistance_data()
{
    QTest::addColumn<QString>("spec");
    QTest::newRow("classic:4") << "classic:4";
    QTest::newRow("strict:4x4") << "strict:4x4";
    QTest::newRow("classic:3x5") << "classic:3x5";
}

void ChallengeTest::customDistance()
{
    QFETCH(QString, spec);
    const Variant base = Variant::parse(spec.toStdString());
    const std::map<std::string, int>& reference = referenceFor(base);
    const int startMinimum = reference.at(base.start().text());
    for (int distance = 1; distance < startMinimum; ++distance) {
        const Challenge challenge = makeChallenge(base, Difficulty::Hard, 5, distance);
        QCOMPARE(challenge.par, distance);
        QCOMPARE(reference.at(challenge.position.text()), distance);
        QCOMPARE(challenge.difficulty, Difficulty::Custom);
    }
    for (const int outside : {0, -1, startMinimum, startMinimum + 1}) {
        const std::optional<QString> refusal = refusalOf([&] { makeChallenge(base, Difficulty::Custom, 1, outside); });
        QVERIFY2(refusal && refusal->contains("runs from 1 to " + QString::number(startMinimum - 1)),
                 qPrintable(refusal.value_or("accepted")));
    }
    QVERIFY(refusalOf([&] { makeChallenge(base, Difficulty::Custom, 1); }));
}

void ChallengeTest::seedsDiffer_data()
{
    QTest::addColumn<QString>("spec");
    QTest::addColumn<int>("level");
    for (const char* spec : {"classic:4", "classic:6", "strict:4x4"}) {
        for (const Difficulty level : kLevels) {
            QTest::addRow("%s %s", spec, difficultyName(level).data()) << spec << static_cast<int>(level);
        }
    }
}

void ChallengeTest::seedsDiffer()
{
    QFETCH(QString, spec);
    QFETCH(int, level);
    const Variant base = Variant::parse(spec.toStdString());
    std::set<std::string> seen;
    for (std::uint64_t seed = 1; seed <= 10; ++seed) {
        seen.insert(makeChallenge(base, static_cast<Difficulty>(level), seed).variant.spec());
    }
    QVERIFY2(seen.size() > 1, "ten seeds gave one challenge");
}

void ChallengeTest::daily()
{
    const std::uint64_t first = dailySeed(2026, 12, 1, "classic:16", Difficulty::Hard);
    QCOMPARE(dailySeed(2026, 12, 1, "classic:16", Difficulty::Hard), first);
    QVERIFY(dailySeed(2026, 12, 2, "classic:16", Difficulty::Hard) != first);
    QVERIFY(dailySeed(2026, 12, 1, "classic:15", Difficulty::Hard) != first);
    QVERIFY(dailySeed(2026, 12, 1, "classic:16", Difficulty::Easy) != first);
    const Variant base = Variant::parse("classic:6");
    const std::uint64_t seed = dailySeed(2026, 12, 1, base.spec(), Difficulty::Medium);
    QCOMPARE(makeChallenge(base, Difficulty::Medium, seed).variant.spec(),
             makeChallenge(base, Difficulty::Medium, dailySeed(2026, 12, 1, base.spec(), Difficulty::Medium)).variant.spec());
    QVERIFY(dailySeed(2024, 2, 29, "classic:6", Difficulty::Easy) != 0);
    for (const auto& [year, month, day] : std::vector<std::tuple<int, int, int>>{
             {2026, 2, 29}, {2026, 13, 1}, {2026, 0, 1}, {2026, 4, 31}, {2026, 1, 0}, {0, 1, 1}, {1900, 2, 29}}) {
        const std::optional<QString> refusal =
            refusalOf([&] { dailySeed(year, month, day, "classic:6", Difficulty::Easy); });
        QVERIFY2(refusal && refusal->contains("YYYY-MM-DD"), qPrintable(refusal.value_or("accepted")));
    }
}

void ChallengeTest::harderIsFarther()
{
    // Averages over 20 seeds on classic:16 (D0 = 288; resources/docs/cli.md, "Game IDs and
    // challenge", has the figures), each level's above the easier one's.
    // (classic:16 rather than a smaller board: beyond the eager tables every
    // challenge is a few row searches, not a table built afresh.)
    const Variant base = Variant::parse("classic:16");
    double previous = 0;
    for (const Difficulty level : kLevels) {
        int total = 0;
        for (std::uint64_t seed = 1; seed <= 20; ++seed) {
            total += makeChallenge(base, level, seed).par;
        }
        const double average = total / 20.0;
        QVERIFY2(average > previous, qPrintable(QString("%1: %2 after %3").arg(difficultyName(level).data()).arg(average).arg(previous)));
        previous = average;
    }
}

void ChallengeTest::refused_data()
{
    QTest::addColumn<QString>("spec");
    QTest::addColumn<QString>("messageHas");
    QTest::newRow("pairs") << "pairs:4" << "not one of the papers' rows";
    QTest::newRow("y") << "y:2" << "not one of the papers' rows";
    QTest::newRow("long row") << "classic:3h2" << "not one of the papers' rows";
    QTest::newRow("custom row") << "row:BR_BR>RB_RB" << "not one of the papers' rows";
    QTest::newRow("game ID") << "classic:3@BB_BRRR" << "not one of the papers' rows";
    QTest::newRow("21 a side") << "classic:21" << "beyond 20";
    QTest::newRow("21 red") << "strict:3x21" << "beyond 20";
}

void ChallengeTest::refused()
{
    QFETCH(QString, spec);
    QFETCH(QString, messageHas);
    const Variant base = Variant::parse(spec.toStdString());
    const std::optional<QString> refusal = refusalOf([&] { makeChallenge(base, Difficulty::Easy, 1); });
    QVERIFY2(refusal, "set a challenge on a board that has none");
    QVERIFY2(refusal->contains(messageHas), qPrintable(*refusal));
    QVERIFY2(refusal->contains(spec), qPrintable(*refusal));
}

void ChallengeTest::names()
{
    for (const Difficulty level : {Difficulty::Easy, Difficulty::Medium, Difficulty::Hard, Difficulty::Expert,
                                   Difficulty::Custom}) {
        QCOMPARE(difficultyFromName(difficultyName(level)), std::optional(level));
    }
    QVERIFY(!difficultyFromName("Hard"));
    QVERIFY(!difficultyFromName(""));
}

QTEST_GUILESS_MAIN(ChallengeTest)
#include "tst_challenge.moc"
