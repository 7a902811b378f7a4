// The sentences the window says about games, table by table: a won game's
// outcome, a variant's title, a move described, a position written short,
// counts grouped by the locale, and the coach's warning before an improper
// move (whose claims come from the Judge, not from the text).
#include "analysis/judge.h"
#include "model/game.h"
#include "model/variant.h"
#include "words/gameid.h"
#include "words/texts.h"

#include <QLocale>
#include <QTest>

#include <algorithm>
#include <optional>
#include <vector>

using namespace leapfrog;
using namespace leapfrog::ui;

Q_DECLARE_METATYPE(std::optional<int>)

namespace {

// "1-2 3-1h 2-3s": moves in order, an `h` marking a hinted one, an `s` one
// the solution player made.
Game playedGame(const Variant& variant, const QString& moves)
{
    Game game(variant);
    for (QString move : moves.split(' ', Qt::SkipEmptyParts)) {
        Origin origin = Origin::Player;
        if (move.endsWith('h') || move.endsWith('s')) {
            origin = move.endsWith('h') ? Origin::Hint : Origin::Solution;
            move.chop(1);
        }
        game.play(variant.parseMove(move.toStdString()), origin);
    }
    return game;
}

std::vector<Move> movesOf(const Variant& variant, const QString& moves)
{
    std::vector<Move> line;
    for (const QString& move : moves.split(' ', Qt::SkipEmptyParts)) {
        line.push_back(variant.parseMove(move.toStdString()));
    }
    return line;
}

} // namespace

class TextsTest : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void outcomes_data();
    void outcomes();
    void variantTitles_data();
    void variantTitles();
    void movesDescribed_data();
    void movesDescribed();
    void compactPositions_data();
    void compactPositions();
    void countsAreGroupedByTheLocale_data();
    void countsAreGroupedByTheLocale();
    void coachWarnings_data();
    void coachWarnings();
    void verdictBases_data();
    void verdictBases();
    void sentencesCloseInTheirScript_data();
    void sentencesCloseInTheirScript();
    void headerLegendReadsTheGoalsLetters_data();
    void headerLegendReadsTheGoalsLetters();
};

// A sentence gets its stop once, in its own script: a Chinese one the
// full-width 。, never an ASCII '.' after a Chinese character.
void TextsTest::sentencesCloseInTheirScript_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("sentence");
    QTest::newRow("English") << "improper move" << "Improper move.";
    QTest::newRow("English, closed") << "Stuck?" << "Stuck?";
    QTest::newRow("Chinese") << QStringLiteral("不佳的走法") << QStringLiteral("不佳的走法。");
    QTest::newRow("Chinese, closed") << QStringLiteral("卡住了？") << QStringLiteral("卡住了？");
    QTest::newRow("Chinese, stopped") << QStringLiteral("这步不佳。") << QStringLiteral("这步不佳。");
    QTest::newRow("Chinese ending in a spec") << QStringLiteral("没有解法：classic:3") << QStringLiteral("没有解法：classic:3.");
}

void TextsTest::sentencesCloseInTheirScript()
{
    QFETCH(QString, text);
    QFETCH(QString, sentence);
    QCOMPARE(asSentence(text), sentence);
}

void TextsTest::outcomes_data()
{
    QTest::addColumn<QString>("moves");
    QTest::addColumn<std::optional<int>>("minimum");
    QTest::addColumn<bool>("solutionShown");
    QTest::addColumn<QString>("title");
    QTest::addColumn<bool>("ownSolve");
    QTest::addColumn<bool>("optimal");
    QTest::newRow("optimal") << "1-2 3-1 2-3" << std::optional<int>(3) << false << "Solved in 3 moves: optimal"
                             << true << true;
    QTest::newRow("after the solution") << "1-2 3-1 2-3" << std::optional<int>(3) << true
                                        << "Solved in 3 moves after seeing the solution" << false << false;
    QTest::newRow("with a hint") << "1-2h 3-1 2-3" << std::optional<int>(3) << false
                                 << "Solved in 3 moves with a hint" << false << false;
    QTest::newRow("with hints") << "1-2h 3-1 2-3h" << std::optional<int>(3) << false
                                << "Solved in 3 moves with 2 hints" << false << false;
    QTest::newRow("with the solution") << "1-2s 3-1s 2-3s" << std::optional<int>(3) << false
                                       << "Solved in 3 moves with the shown solution" << false << false;
    QTest::newRow("no minimum known") << "1-2 3-1 2-3" << std::optional<int>() << false << "Solved in 3 moves"
                                      << true << false;
}

void TextsTest::outcomes()
{
    QFETCH(QString, moves);
    QFETCH(std::optional<int>, minimum);
    QFETCH(bool, solutionShown);
    const Variant variant = Variant::classic(1, 1);
    const Game game = playedGame(variant, moves);
    QVERIFY(variant.isGoal(game.position()));
    const Outcome outcome = outcomeOf(game, minimum, solutionShown);
    QTEST(outcome.title, "title");
    QTEST(outcome.ownSolve, "ownSolve");
    QTEST(outcome.optimal, "optimal");
}

void TextsTest::variantTitles_data()
{
    QTest::addColumn<QString>("spec");
    QTest::addColumn<QString>("title");
    QTest::newRow("classic") << "classic:12x4" << "Classic, 12 blue and 4 red";
    QTest::newRow("pairs") << "pairs:5" << "Pair shift, 5 of each";
    QTest::newRow("y") << "y:3" << "Three-colour Y, 3 a colour";
    QTest::newRow("branch") << "branch:7,3,2,1" << "Branching board, 7 blue and 6 red";
}

void TextsTest::variantTitles()
{
    QFETCH(QString, spec);
    QTEST(variantTitle(Variant::parse(spec.toStdString())), "title");
}

void TextsTest::movesDescribed_data()
{
    QTest::addColumn<QString>("spec");
    QTest::addColumn<QString>("move");
    QTest::addColumn<QString>("description");
    QTest::newRow("a step") << "classic:1" << "1-2" << "the blue peg in hole 1 to hole 2";
    QTest::newRow("a pair") << "pairs:4" << "4-9" << "the pair in holes 4 and 5 to holes 9 and 10";
    // Frog 2 starts in hole 3 (the empty hole is hole 1): both numbers said.
    QTest::newRow("a frog") << "dudeney:3" << "3-1" << "frog 2 in hole 3 to hole 1";
}

void TextsTest::movesDescribed()
{
    QFETCH(QString, spec);
    QFETCH(QString, move);
    const Variant variant = Variant::parse(spec.toStdString());
    const Position after = applyMove(variant.rules(), variant.start(), variant.parseMove(move.toStdString()));
    QTEST(describeMove(variant.start(), after), "description");
}

void TextsTest::compactPositions_data()
{
    QTest::addColumn<QString>("spec");
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("length");
    QTest::newRow("short, in full") << "classic:3" << "RRR_BBB" << 7;
    QTest::newRow("long runs counted") << "classic:100" << "R×100 _ B×100" << 13;
    // Forty alternating pairs: no run to count, cut to a readable length.
    QTest::newRow("long, no runs") << "pairs:40" << QString() << 21;
}

void TextsTest::compactPositions()
{
    QFETCH(QString, spec);
    QFETCH(QString, text);
    QFETCH(int, length);
    const QString compact = compactPosition(Variant::parse(spec.toStdString()).goal());
    if (!text.isEmpty()) {
        QCOMPARE(compact, text);
    }
    QCOMPARE(compact.size(), length);
}

void TextsTest::countsAreGroupedByTheLocale_data()
{
    QTest::addColumn<QLocale>("locale");
    QTest::addColumn<QString>("text");
    QTest::newRow("en_US") << QLocale(QLocale::English, QLocale::UnitedStates) << "1,002,000";
    QTest::newRow("de_DE") << QLocale(QLocale::German, QLocale::Germany) << "1.002.000";
}

void TextsTest::countsAreGroupedByTheLocale()
{
    QFETCH(QLocale, locale);
    const QLocale before;
    QLocale::setDefault(locale);
    const QString text = countText(1'002'000);
    QLocale::setDefault(before);
    QTEST(text, "text");
}

void TextsTest::coachWarnings_data()
{
    QTest::addColumn<QString>("spec");
    QTest::addColumn<QString>("line");
    QTest::addColumn<QString>("warning");
    QTest::newRow("a jump over its own colour")
        << "classic:3" << "2-4"
        << "2-4 would be improper: a jump over a peg of the same colour that leaves the pegs jammed; it would cost 1 "
           "move.";
    QTest::newRow("an improper board") << "classic:3" << "3-4 2-3" << "a forward step that leaves the pegs jammed";
}

// The warning for the line's last move; where the row gives a part only, the
// warning must contain it. Either way its cost is the Judge's.
void TextsTest::coachWarnings()
{
    QFETCH(QString, spec);
    QFETCH(QString, line);
    QFETCH(QString, warning);
    const Variant variant = Variant::parse(spec.toStdString());
    const Judge judge(variant);
    const Verdict verdict = judge.judge(movesOf(variant, line)).back();
    QVERIFY(!verdict.proper);
    const QString said = coachWarning(verdict);
    if (warning.endsWith('.')) {
        QCOMPARE(said, warning);
    } else {
        QVERIFY2(said.contains(warning), qPrintable(said));
    }
    QVERIFY(verdict.cost.has_value());
    QVERIFY2(said.contains(*verdict.cost == 1 ? QString("cost 1 move")
                                              : QString("cost %1 moves").arg(*verdict.cost)),
             qPrintable(said));
}

void TextsTest::verdictBases_data()
{
    QTest::addColumn<QString>("spec");
    for (const char* spec : {"classic:3", "classic:40", "strict:40", "pairs:6", "pairs:40", "y:3", "y:12",
                             "branch:7,3,2,1"}) {
        QTest::newRow(spec) << spec;
    }
}

// What the size dialogs say about a board's verdicts is what its Judge will
// do: exact where the table fits, Yancey's criteria only on row boards,
// search only where the Judge refines by it.
void TextsTest::verdictBases()
{
    QFETCH(QString, spec);
    const Variant variant = Variant::parse(spec.toStdString());
    const QString said = verdictBasisText(variant);
    const bool exact = Judge::judgesExactly(variant);
    QCOMPARE(said.contains("judged exactly"), exact);
    QCOMPARE(said.contains("Yancey's criteria"), !exact && variant.hasNotation());
    QCOMPARE(said.contains("exact search"), !exact && Judge::refinesBySearch(variant));
}

void TextsTest::headerLegendReadsTheGoalsLetters_data()
{
    QTest::addColumn<QString>("spec");
    for (const char* spec : {"classic:3", "strict:2x4", "classic:3h2k2", "y:2", "branch:4,1,1,1", "dudeney:11", "grid:2",
                             "pairs:4", "classic:40", "row:BR_BR>RB_RB"}) {
        QTest::newRow(spec) << QString::fromLatin1(spec);
    }
}

// The sixth newcomer read "classic:3 · goal RRR_BBB" as jargon: the line's
// tooltip names the board's game ID and reads the goal's letters, every
// colour letter the goal has and none it has not (no yellow on a row).
void TextsTest::headerLegendReadsTheGoalsLetters()
{
    QFETCH(QString, spec);
    const Variant variant = Variant::parse(spec.toStdString());
    const QString legend = ui::headerLegend(variant);
    QVERIFY2(legend.contains(ui::gameIdOf(variant)), qPrintable(legend));
    const QString goal = QString::fromStdString(variant.goal().text());
    for (const QString& letter : {QStringLiteral("B a blue"), QStringLiteral("R a red"), QStringLiteral("Y a yellow"),
                                  QStringLiteral("_ an empty")}) {
        QCOMPARE(legend.contains(letter), goal.contains(letter.front()));
    }
    const bool frogs = std::ranges::any_of(goal, [](QChar c) { return c.isDigit(); });
    QCOMPARE(legend.contains(QStringLiteral("frog's number")), frogs);
    // The shortened goal of a long board is explained as the panel shows it.
    QCOMPARE(legend.contains(QStringLiteral("×n")), ui::compactPosition(variant.goal()).contains(QChar(0x00D7)));
}

QTEST_MAIN(TextsTest)
#include "tst_texts.moc"
