// The window in its languages: English plurals read right ("1 move", "2
// moves") and the window started in German (as main.cpp starts it, through
// installLanguage) has its German menus, plurals, verdict words and verdict
// reasons. The positions and the costs of moves come from the tests' own
// breadth-first search (row_bfs.h), not from the window.
#include "board/banner.h"
#include "language/language.h"
#include "model/rules.h"
#include "model/variant.h"
#include "statespace/statespaceview.h"
#include "play/playcontroller.h"
#include "solutions/solutionpanel.h"
#include "window/mainwindow.h"
#include "words/texts.h"
#include "row_bfs.h"
#include "window_driver.h"

#include <QDialog>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QRegularExpression>
#include <QStatusBar>
#include <QToolBar>
#include <QToolButton>

#include <QAction>
#include <QStringList>

#include <algorithm>
#include <cstdlib>
#include <optional>
#include <tuple>

using namespace leapfrog;
using namespace leapfrog::testing;

namespace {

const QString kGoal = QStringLiteral("RRR_BBB"); // classic:3's goal

// A classic:3 position `moves` moves from the goal, by the tests' own search.
QString positionAt(int moves)
{
    for (const auto& [position, distance] : classicDistancesToGoal(kGoal)) {
        if (distance == moves) {
            return position;
        }
    }
    qFatal("no position %d moves from the goal", moves);
}

// Plays one move that brings `window`'s game a move nearer the goal: a click
// on the peg, and on the hole when the peg has more than one move.
void playNearer(ui::MainWindow& window, const QString& goal = kGoal)
{
    const std::map<QString, int> distance = classicDistancesToGoal(goal);
    const QString here = text(window.model()->position());
    const int empty = static_cast<int>(here.indexOf('_'));
    for (const int from : {empty - 2, empty - 1, empty + 1, empty + 2}) {
        if (from >= 0 && from < here.size() && distance.at(moved(here, from + 1, empty + 1)) == distance.at(here) - 1) {
            const int made = window.model()->game().movesMade();
            clickHole(window, from);
            if (window.model()->game().movesMade() == made) {
                clickHole(window, empty);
            }
            return;
        }
    }
    qFatal("no move nearer the goal from %s", qPrintable(here));
}

// A move from the game's position that the tests' own search says costs
// `cost` moves over the shortest finish (the distance after it, plus the
// move, less the distance before), as 1-based holes; none when there is no
// such move.
std::optional<std::pair<int, int>> moveCosting(const ui::MainWindow& window, int cost)
{
    const std::map<QString, int> distance = classicDistancesToGoal(kGoal);
    const QString here = text(window.model()->position());
    const int empty = static_cast<int>(here.indexOf('_'));
    for (const int from : {empty - 2, empty - 1, empty + 1, empty + 2}) {
        if (from >= 0 && from < here.size()
            && distance.at(moved(here, from + 1, empty + 1)) + 1 - distance.at(here) == cost) {
            return std::pair{from + 1, empty + 1};
        }
    }
    return std::nullopt;
}

QString subtitle(const ui::MainWindow& window)
{
    const auto* label = window.findChild<QLabel*>(QStringLiteral("subtitle"));
    return label ? label->text() : QString();
}

// The letter after a lone '&' in a menu entry, lower case; none for "&&".
QChar mnemonic(const QString& text)
{
    for (qsizetype i = 0; i + 1 < text.size(); ++i) {
        if (text[i] == QLatin1Char('&')) {
            if (text[i + 1] != QLatin1Char('&')) {
                return text[i + 1].toLower();
            }
            ++i;
        }
    }
    return {};
}

// Every menu reachable from `actions` (the menu bar's, then each submenu's):
// a letter used twice in one menu, as "menu: letter (first, second)".
QStringList clashes(const QString& where, const QList<QAction*>& actions)
{
    QStringList found;
    std::map<QChar, QString> taken;
    for (const QAction* action : actions) {
        const QChar letter = mnemonic(action->text());
        if (!letter.isNull() && !taken.emplace(letter, action->text()).second) {
            found << QStringLiteral("%1: %2 (%3, %4)").arg(where, letter, taken[letter], action->text());
        }
        if (const QMenu* menu = action->menu()) {
            found << clashes(action->text(), menu->actions());
        }
    }
    return found;
}

// `count` and `noun` as a whole phrase: "1 move" matches in "par 1 move" but
// not in "par 1 moves", "par 1 move(s)" or "21 move".
bool says(const QString& text, int count, const QString& noun)
{
    return text.contains(QRegularExpression(QStringLiteral("(^|[^0-9])%1 %2([^\\w(]|$)").arg(count).arg(noun),
                                            QRegularExpression::UseUnicodePropertiesOption));
}

// The words of a menu entry that break sentence case ("Open recent",
// "Unfinished games"): a capital after the first word that is no name
// (Leapfrog, Qt, a board's discoverer), no abbreviation (ID) and does not
// start a sentence after a colon.
QStringList titleCaseWords(const QString& entry)
{
    static const QStringList names{"Leapfrog", "Qt", "ID", "Dudeney", "Yancey", "Zhu", "Wang", "Y"};
    const QStringList words = QString(entry).remove(QLatin1Char('&')).split(QLatin1Char(' '), Qt::SkipEmptyParts);
    QStringList found;
    for (qsizetype i = 1; i < words.size(); ++i) {
        const QString& word = words[i];
        const bool afterColon = words[i - 1].endsWith(QLatin1Char(':'));
        if (word[0].isUpper() && !afterColon && !names.contains(word.section(QRegularExpression(QStringLiteral("\\W")), 0, 0))) {
            found << word;
        }
    }
    return found;
}

// Every entry of `actions` and of their submenus, as "menu > entry", whose
// words break sentence case.
QStringList titleCaseEntries(const QString& where, const QList<QAction*>& actions)
{
    QStringList found;
    for (const QAction* action : actions) {
        if (action->isSeparator()) {
            continue;
        }
        const QStringList words = titleCaseWords(action->text());
        if (!words.isEmpty()) {
            found << QStringLiteral("%1 > %2 (%3)").arg(where, action->text(), words.join(QStringLiteral(", ")));
        }
        if (const QMenu* menu = action->menu()) {
            found << titleCaseEntries(action->text(), menu->actions());
        }
    }
    return found;
}

} // namespace

class TranslationsTest : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { useTestSettings(QStringLiteral("tst_translations")); }
    void init() { resetSettings(); }
    void cleanup() { ui::installLanguage(QStringLiteral("en")); }

    void englishPlurals_data();
    void englishPlurals();
    void german_data();
    void german();
    void germanReason_data();
    void germanReason();
    void germanRefusal_data();
    void germanRefusal();
    void germanTermsAreOneAndPlain_data();
    void germanTermsAreOneAndPlain();
    void germanGameIdIsOneTerm();
    void germanFinishIsALoesung();
    void germanPegsTakeTheirColourAsAnAdjective_data();
    void germanPegsTakeTheirColourAsAnAdjective();
    void germanMovesAfterInAreDative_data();
    void germanMovesAfterInAreDative();
    void germanCountsAfterInAreDative_data();
    void germanCountsAfterInAreDative();
    void wonTitleAndBodyNameTheSameHelp_data();
    void wonTitleAndBodyNameTheSameHelp();
    void acceleratorsUnique_data();
    void acceleratorsUnique();
    void toolButtonsWithoutAccelerators_data() { acceleratorsUnique_data(); }
    void toolButtonsWithoutAccelerators();
    void statusTipsAreWholeBesideTheCount_data();
    void statusTipsAreWholeBesideTheCount();
    void englishMenusAreSentenceCase();
};

void TranslationsTest::englishPlurals_data()
{
    QTest::addColumn<int>("moves");
    QTest::addColumn<QString>("phrase");
    QTest::newRow("one") << 1 << QStringLiteral("move");
    QTest::newRow("two") << 2 << QStringLiteral("moves");
}

// A game ID `moves` from the goal: the side panel says its par, and after
// the game is won, how many moves it took.
void TranslationsTest::englishPlurals()
{
    QFETCH(int, moves);
    QFETCH(QString, phrase);
    ui::installLanguage(QStringLiteral("en"));
    const QString id = QStringLiteral("classic:3@") + positionAt(moves);
    auto window = openWindow(qPrintable(id), Shown::Exposed);
    QVERIFY(analysed(*window));
    QVERIFY2(says(subtitle(*window), moves, phrase), qPrintable(subtitle(*window)));
    for (int i = 0; i < moves; ++i) {
        playNearer(*window);
    }
    QVERIFY(window->model()->game().isWon());
    const QString review = window->sidePanel()->verdictText();
    QVERIFY2(says(review, moves, phrase), qPrintable(review));
    QVERIFY2(!review.contains(QStringLiteral("(s)")), qPrintable(review));
}

void TranslationsTest::german_data()
{
    QTest::addColumn<int>("moves");
    QTest::addColumn<QString>("phrase");
    QTest::newRow("one") << 1 << QStringLiteral("Zug");
    QTest::newRow("two") << 2 << QStringLiteral("Züge");
}

// Started in German as main.cpp starts the window: the Game menu, the
// plural of a move and the verdict of a proper move are German.
void TranslationsTest::german()
{
    QFETCH(int, moves);
    QFETCH(QString, phrase);
    const QLocale spoken = ui::installLanguage(QStringLiteral("de"));
    QCOMPARE(spoken.language(), QLocale::German);
    const QString id = QStringLiteral("classic:3@") + positionAt(moves);
    auto window = openWindow(qPrintable(id), Shown::Exposed);
    QVERIFY(analysed(*window));
    QCOMPARE(window->menuBar()->actions().value(0)->text(), QStringLiteral("&Spiel"));
    QVERIFY2(says(subtitle(*window), moves, phrase), qPrintable(subtitle(*window)));
    playNearer(*window); // a move nearer the goal keeps an optimal finish: proper
    QCOMPARE(verdictCell(*window, 0), QStringLiteral("günstig"));
}

void TranslationsTest::germanReason_data()
{
    QTest::addColumn<int>("cost");
    QTest::addColumn<QString>("phrase");
    QTest::newRow("one") << 1 << QStringLiteral("Zug");
    QTest::newRow("two") << 2 << QStringLiteral("Züge");
}

// Started in German, an improper move (one the tests' own search says costs
// `cost` moves, played from an optimal line) is explained in German in the
// side panel and in the move list's tooltip, its cost with German's plural.
void TranslationsTest::germanReason()
{
    QFETCH(int, cost);
    QFETCH(QString, phrase);
    QCOMPARE(ui::installLanguage(QStringLiteral("de")).language(), QLocale::German);
    auto window = openWindow("classic:3", Shown::Exposed);
    QVERIFY(analysed(*window));
    std::optional<std::pair<int, int>> move = moveCosting(*window, cost);
    while (!move && !window->model()->game().isWon()) {
        playNearer(*window);
        move = moveCosting(*window, cost);
    }
    QVERIFY2(move, "no move of that cost on the optimal line");
    const int made = window->model()->game().movesMade();
    clickHole(*window, move->first - 1);
    if (window->model()->game().movesMade() == made) {
        clickHole(*window, move->second - 1);
    }
    QCOMPARE(window->model()->game().movesMade(), made + 1);
    QVERIFY(analysed(*window));
    QCOMPARE(verdictCell(*window, made), QStringLiteral("ungünstig"));
    const QString panel = window->sidePanel()->verdictText();
    const QString tip = verdictCell(*window, made, Qt::ToolTipRole);
    for (const QString& said : {panel, tip}) {
        QVERIFY2(said.contains(QStringLiteral("lässt keine optimale Lösung mehr zu")), qPrintable(said));
        QVERIFY2(says(said, cost, phrase + QStringLiteral(" mehr als die kürzeste Lösung")), qPrintable(said));
        QVERIFY2(!said.contains(QStringLiteral("finish")) && !said.contains(QStringLiteral("(s)")), qPrintable(said));
    }
}

namespace {

// A peg of `game`'s row (a game ID's position after '@') that cannot move,
// by the rules this test writes itself: on a row with one empty hole a peg
// moves only into it, from one or two holes away (a step or a jump), and
// under the strict rules a blue peg only rightward, a red one only
// leftward. The first such peg, 0-based; -1 when every peg can move.
int stuckPeg(const QString& game, bool strict)
{
    const QString row = game.section(QLatin1Char('@'), 1);
    const int empty = static_cast<int>(row.indexOf(QLatin1Char('_')));
    for (int hole = 0; hole < row.size(); ++hole) {
        const int distance = std::abs(hole - empty);
        const bool rightward = empty > hole;
        const bool allowedWay = !strict || (row[hole] == QLatin1Char('B')) == rightward;
        if (hole != empty && (distance > 2 || !allowedWay)) {
            return hole;
        }
    }
    return -1;
}

} // namespace

void TranslationsTest::germanRefusal_data()
{
    QTest::addColumn<QString>("game");
    QTest::addColumn<bool>("strict");
    QTest::addColumn<QString>("phrase");
    // Too far from the empty hole; under the strict rules a blue peg right
    // of it, a red peg left of it (the German adjective declined with the
    // colour: "ein blauer Stift", "ein roter Stift").
    QTest::newRow("out of reach") << QStringLiteral("classic:3@BBB_RRR") << false << QStringLiteral("nicht erreichbar");
    QTest::newRow("strict, blue backward") << QStringLiteral("strict:2@B_BRR") << true << QStringLiteral("ein blauer Stift");
    QTest::newRow("strict, red backward") << QStringLiteral("strict:2@RB_RB") << true << QStringLiteral("ein roter Stift");
}

// Started in German, a click on a peg that cannot move says why in German:
// the status line holds none of the rules' English words.
void TranslationsTest::germanRefusal()
{
    QFETCH(QString, game);
    QFETCH(bool, strict);
    QFETCH(QString, phrase);
    QCOMPARE(ui::installLanguage(QStringLiteral("de")).language(), QLocale::German);
    auto window = openWindow(qPrintable(game), Shown::Exposed);
    const int peg = stuckPeg(game, strict);
    QVERIFY2(peg >= 0, "every peg of the test's board can move");
    clickHole(*window, peg);
    QCOMPARE(window->model()->game().movesMade(), 0);
    const QString message = window->statusBar()->currentMessage();
    QVERIFY2(message.startsWith(QStringLiteral("Stift %1 kann sich nicht bewegen: ").arg(peg + 1)), qPrintable(message));
    QVERIFY2(message.contains(phrase), qPrintable(message));
    for (const char* english : {"hole", "peg", "is not empty", "out of reach", "strict", "moves", "toward"}) {
        QVERIFY2(!message.contains(QLatin1String(english), Qt::CaseInsensitive), qPrintable(message));
    }
}

// German words a newcomer reads without a pause (issue 36): "not a paper"
// is no essay ("Aufsatz"), the optimal rest of a game is a solution
// ("Lösung", not "Ende"), and a game ID has one name ("Spiel-ID").
void TranslationsTest::germanTermsAreOneAndPlain_data()
{
    QTest::addColumn<QString>("context");
    QTest::addColumn<QString>("source");
    QTest::addColumn<QString>("wanted");
    QTest::addColumn<QString>("unwanted");
    const auto row = [](const char* context, const char* source, const QString& wanted, const char* unwanted) {
        QTest::newRow(source) << QString::fromLatin1(context) << QString::fromUtf8(source) << wanted
                              << QString::fromLatin1(unwanted);
    };
    row("PlainVerdict", "Worked out by Leapfrog's own exact search, not taken from a paper.", QStringLiteral("Veröffentlichung"),
        "Aufsatz");
    row("leapfrog::ui::SolutionPanel", "Solution %1 of %2", QStringLiteral("Lösung"), "Ende");
    row("leapfrog::ui::SolutionPanel", "Optimal solutions from here", QStringLiteral("Lösungen"), "Enden");
    row("leapfrog::ui::SolutionPanel",
        "The optimal solution(s) from move %1 on, found by exact search; your own moves come first.",
        QStringLiteral("Lösung"), "Ende");
    row("leapfrog::ui::SolutionPicker", "Solution", QStringLiteral("Lösung"), "Ende");
    row("leapfrog::ui::SolutionPicker",
        "%1 optimal solution(s) from here in all (%2; the side panel has the whole number)", QStringLiteral("Lösung"),
        "Ende");
    row("leapfrog::ui::SolutionPlayer", "Looking for the optimal solutions from here…", QStringLiteral("Lösungen"), "Enden");
    row("Reason", "%1 keeps an optimal finish", QStringLiteral("Lösung"), "Ende");
    row("Reason", "it keeps the shortest finish", QStringLiteral("Lösung"), "Ende");
    row("leapfrog::ui::GameIdDialog", "Enter game ID", QStringLiteral("Spiel-ID"), "Spielkennung");
    row("leapfrog::ui::MainWindow", "&Enter game ID...", QStringLiteral("Spiel-ID"), "Spielkennung");
}

void TranslationsTest::germanTermsAreOneAndPlain()
{
    QFETCH(QString, context);
    QFETCH(QString, source);
    QFETCH(QString, wanted);
    QFETCH(QString, unwanted);
    QCOMPARE(ui::installLanguage(QStringLiteral("de")).language(), QLocale::German);
    QString german = QCoreApplication::translate(qPrintable(context), source.toUtf8().constData());
    QVERIFY2(german != source, qPrintable(german)); // translated at all
    QVERIFY2(german.remove(QLatin1Char('&')).contains(wanted), qPrintable(german));
    QVERIFY2(!german.contains(unwanted), qPrintable(german));
}

// The Game menu's item and the dialog it opens name the game ID alike.
void TranslationsTest::germanGameIdIsOneTerm()
{
    QCOMPARE(ui::installLanguage(QStringLiteral("de")).language(), QLocale::German);
    auto window = openWindow("classic:3", Shown::Active);
    QAction* enter = action(*window, QStringLiteral("enterGameId"));
    const QString item = enter->text().remove(QLatin1Char('&'));
    enter->trigger();
    auto* dialog = window->findChild<QDialog*>(QStringLiteral("gameIdDialog"));
    QVERIFY(dialog);
    QVERIFY(QTest::qWaitForWindowExposed(dialog));
    QVERIFY2(item.contains(QStringLiteral("Spiel-ID")), qPrintable(item));
    QVERIFY2(dialog->windowTitle().contains(QStringLiteral("Spiel-ID")), qPrintable(dialog->windowTitle()));
    for (const QLabel* label : dialog->findChildren<QLabel*>()) {
        QVERIFY2(!label->text().contains(QStringLiteral("Spielkennung")), qPrintable(label->text()));
    }
    dialog->close();
}

// The solution player opened on a game under way shows the optimal
// solutions from there as "Lösung 1 von N ab hier", never "Ende".
void TranslationsTest::germanFinishIsALoesung()
{
    QCOMPARE(ui::installLanguage(QStringLiteral("de")).language(), QLocale::German);
    auto window = openWindow("classic:3", Shown::Active);
    QVERIFY(analysed(*window));
    clickHole(*window, 2); // 3-4, a move of the player's own
    action(*window, QStringLiteral("playSolution"))->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(window->solutionPanel()->title().contains(QStringLiteral("1")), kReadyMs);
    const QString title = window->solutionPanel()->title();
    QVERIFY2(title.startsWith(QStringLiteral("Lösung 1 von ")) && !title.contains(QStringLiteral("Ende")),
             qPrintable(title));
}

void TranslationsTest::germanPegsTakeTheirColourAsAnAdjective_data()
{
    QTest::addColumn<QString>("spec");
    QTest::addColumn<QString>("move");
    QTest::addColumn<QString>("peg");
    QTest::newRow("blue") << "classic:1" << "1-2" << "der blaue Stift";
    QTest::newRow("red") << "classic:1" << "3-2" << "der rote Stift";
    QTest::newRow("yellow") << "y:1" << "" << "der gelbe Stift";
}

// A move said aloud names its peg as German does, "der blaue Stift in Loch 1
// nach Loch 2", not with the colour in brackets after it ("der Stift (blau)").
void TranslationsTest::germanPegsTakeTheirColourAsAnAdjective()
{
    QFETCH(QString, spec);
    QFETCH(QString, move);
    QFETCH(QString, peg);
    QCOMPARE(ui::installLanguage(QStringLiteral("de")).language(), QLocale::German);
    const Variant variant = Variant::parse(spec.toStdString());
    const Position start = variant.start();
    // The move asked for, or the Y board's first move of a yellow peg.
    std::optional<Move> chosen;
    if (!move.isEmpty()) {
        chosen = variant.parseMove(move.toStdString());
    }
    for (const Move& legal : legalMoves(variant.board(), variant.rules(), start)) {
        if (!chosen && start.at(legal.from) == Cell::Yellow) {
            chosen = legal;
        }
    }
    QVERIFY2(chosen, qPrintable(spec));
    const QString said = ui::describeMove(start, applyMove(variant.rules(), start, *chosen));
    QVERIFY2(said.startsWith(peg) && !said.contains(QLatin1Char('(')), qPrintable(said));
}

void TranslationsTest::acceleratorsUnique_data()
{
    QTest::addColumn<QString>("language");
    // English too: the source's own letters must not clash either.
    for (const ui::Language& language : ui::languageChoices()) {
        if (!language.code.isEmpty()) {
            QTest::newRow(qPrintable(language.code)) << language.code;
        }
    }
}

// In English and every built-in translation, no two entries of one menu (the menu bar, each
// menu, each submenu) share an accelerator letter: Alt and the letter reach
// exactly one.
void TranslationsTest::acceleratorsUnique()
{
    QFETCH(QString, language);
    ui::installLanguage(language);
    auto window = openWindow("classic:3", Shown::Exposed);
    const QStringList found = clashes(QStringLiteral("menu bar"), window->menuBar()->actions());
    QVERIFY2(found.isEmpty(), qPrintable(found.join(QStringLiteral("; "))));
}

void TranslationsTest::germanMovesAfterInAreDative_data()
{
    QTest::addColumn<int>("moves");
    QTest::addColumn<QString>("phrase");
    QTest::newRow("one") << 1 << QStringLiteral("In 1 Zug gelöst");
    QTest::newRow("two") << 2 << QStringLiteral("In 2 Zügen gelöst");
}

// The newcomer's "In 15 Züge gelöst" (issue 36): after "in" German takes the
// dative, "in 15 Zügen". A game `moves` from the goal by the tests' own
// search, won in German: the banner's title declines the count.
void TranslationsTest::germanMovesAfterInAreDative()
{
    QFETCH(int, moves);
    QFETCH(QString, phrase);
    QCOMPARE(ui::installLanguage(QStringLiteral("de")).language(), QLocale::German);
    auto window = openWindow(qPrintable(QStringLiteral("classic:3@") + positionAt(moves)), Shown::Exposed);
    QVERIFY(analysed(*window));
    for (int i = 0; i < moves; ++i) {
        playNearer(*window);
    }
    QVERIFY(window->model()->game().isWon());
    QTRY_VERIFY(window->banner()->isPresented());
    const QString title = window->banner()->title();
    QVERIFY2(title.startsWith(phrase), qPrintable(title));
}

// Every sentence that says a count of moves after "in" ("Solved in 15
// moves", and its kin), in German with one move and with fifteen: the
// dative "in 15 Zügen", never the nominative "in 15 Züge".
void TranslationsTest::germanCountsAfterInAreDative_data()
{
    QTest::addColumn<QString>("context");
    QTest::addColumn<QString>("source");
    const auto row = [](const char* context, const char* source) {
        QTest::newRow(source) << QString::fromLatin1(context) << QString::fromLatin1(source);
    };
    row("Texts", "Solved in %Ln move(s)");
    row("Texts", "Solved in %Ln move(s): par");
    row("Texts", "Solved in %Ln move(s): %1 over par (%2)");
    row("Texts", "Solved in %Ln move(s): optimal");
    row("Texts", "Solved in %Ln move(s): %1 over the minimum of %2");
    row("Texts", "Solved in %Ln move(s) with %1");
    row("Texts", "Solved in %Ln move(s) with %1, after seeing the solution");
    row("Texts", "Solved in %Ln move(s) after seeing the solution");
    row("Texts", "Solved in %Ln move(s) with the shown solution");
    row("Texts", "Solved in %Ln move(s) with the shown solution and %1");
    row("Investigation", "%1: you solved it in %Ln move(s), the fewest possible");
}

void TranslationsTest::germanCountsAfterInAreDative()
{
    QFETCH(QString, context);
    QFETCH(QString, source);
    QCOMPARE(ui::installLanguage(QStringLiteral("de")).language(), QLocale::German);
    static const QRegularExpression nominative(QStringLiteral("\\b[Ii]n \\d+ Züge\\b"));
    for (const int count : {1, 15}) {
        const QString german =
            QCoreApplication::translate(qPrintable(context), source.toUtf8().constData(), nullptr, count);
        QVERIFY2(german != source && !german.contains(QStringLiteral("move")), qPrintable(german)); // translated
        const QString wanted = count == 1 ? QStringLiteral("in 1 Zug") : QStringLiteral("in 15 Zügen");
        QVERIFY2(german.contains(wanted, Qt::CaseInsensitive), qPrintable(german));
        QVERIFY2(!german.contains(nominative), qPrintable(german));
    }
}

void TranslationsTest::wonTitleAndBodyNameTheSameHelp_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<bool>("hint");
    QTest::addColumn<bool>("solution");
    QTest::addColumn<QString>("hintWord");
    QTest::addColumn<QString>("solutionWord");
    QTest::addColumn<bool>("seenAfterTheWin");
    const struct {
        const char* language;
        QString hintWord;
        QString solutionWord;
    } languages[] = {{"en", QStringLiteral("hint"), QStringLiteral("solution")},
                     {"de", QStringLiteral("Tipp"), QStringLiteral("Lösung")}};
    for (const auto& words : languages) {
        for (const auto& [name, hint, solution, afterWin] :
             {std::tuple{"a hint", true, false, false}, std::tuple{"the solution seen", false, true, false},
              std::tuple{"a hint and the solution seen", true, true, false}, std::tuple{"no help", false, false, false},
              std::tuple{"the solution seen after the win", false, false, true}}) {
            QTest::addRow("%s, %s", name, words.language) << QString::fromLatin1(words.language) << hint << solution
                                                          << words.hintWord << words.solutionWord << afterWin;
        }
    }
}

// The newcomer's won game whose title said "with 1 hint" while the words
// under it said the solution was shown (issue 36): a game of classic:2 won
// after a hint (H), after the solution seen (the state space, which counts
// as seeing it), after both or after neither. The banner's title names each
// help taken and no other; so do the words under it (the banner's sentence
// and the panel's review), in English and in German. The solution seen only
// after the win was no help to it: neither says it.
void TranslationsTest::wonTitleAndBodyNameTheSameHelp()
{
    QFETCH(QString, language);
    QFETCH(bool, hint);
    QFETCH(bool, solution);
    QFETCH(QString, hintWord);
    QFETCH(QString, solutionWord);
    QFETCH(bool, seenAfterTheWin);
    ui::installLanguage(language);
    auto window = openWindow("classic:2", Shown::Active);
    QVERIFY(analysed(*window));
    const QString goal = QStringLiteral("RR_BB");
    playNearer(*window, goal);
    if (hint) {
        press(*window, Qt::Key_H);
        QTRY_VERIFY(window->play()->hint().has_value());
    }
    const auto seeTheSolution = [&] {
        action(*window, "stateSpace")->trigger();
        auto* dialog = window->findChild<ui::StateSpaceDialog*>();
        QVERIFY(dialog);
        QTRY_VERIFY(window->model()->solutionShown());
        dialog->close();
        QVERIFY(QTest::qWaitForWindowActive(window.get()));
    };
    if (solution) {
        seeTheSolution();
    }
    while (!window->model()->game().isWon()) {
        playNearer(*window, goal);
    }
    QTRY_VERIFY(window->banner()->isPresented());
    if (seenAfterTheWin) {
        seeTheSolution();
        QVERIFY(window->banner()->isPresented());
    }
    const QString title = window->banner()->title();
    const QString body = window->banner()->detail() + QLatin1Char(' ') + window->sidePanel()->verdictText();
    const QString said = QStringLiteral("title: %1\nbody: %2").arg(title, body);
    QVERIFY2(title.contains(hintWord, Qt::CaseInsensitive) == hint, qPrintable(said));
    QVERIFY2(body.contains(hintWord, Qt::CaseInsensitive) == hint, qPrintable(said));
    QVERIFY2(title.contains(solutionWord, Qt::CaseInsensitive) == solution, qPrintable(said));
    QVERIFY2(body.contains(solutionWord, Qt::CaseInsensitive) == solution, qPrintable(said));
}

QTEST_MAIN(TranslationsTest)
void TranslationsTest::statusTipsAreWholeBesideTheCount_data()
{
    QTest::addColumn<QString>("language");
    for (const char* language : {"en", "de", "fr", "zh_CN"}) {
        QTest::addRow("%s", language) << QString::fromLatin1(language);
    }
}

// The newcomer's report: at 1024 wide the German status tip of Werkzeuge >
// Untersuchen ran under the moves count at the status bar's right. Every
// menu entry's status tip, shown as hovering it shows it, is whole: its
// words fit left of every visible widget the status bar keeps, with a count
// of two and three digits (twelve moves made on classic:30 by the board's
// keys, of a minimum of 960).
void TranslationsTest::statusTipsAreWholeBesideTheCount()
{
    QFETCH(QString, language);
    ui::installLanguage(language);
    auto window = openWindow("classic:30", Shown::Active);
    window->resize(1024, 740);
    QVERIFY(analysed(*window));
    window->boardView()->setFocus(Qt::OtherFocusReason);
    for (int move = 0; move < 12; ++move) {
        press(*window, Qt::Key_Right);
        press(*window, Qt::Key_Return);
    }
    QVERIFY(window->model()->game().movesMade() >= 10);
    QStatusBar* bar = window->statusBar();
    QStringList cut;
    for (QAction* action : window->findChildren<QAction*>()) {
        if (action->statusTip().isEmpty()) {
            continue;
        }
        action->showStatusText(window->menuBar()); // what hovering it in its menu does
        QVERIFY(layOut(window.get()));
        int room = bar->contentsRect().right();
        for (const QWidget* kept : bar->findChildren<QWidget*>(Qt::FindDirectChildrenOnly)) {
            if (kept->isVisible() && kept->x() > 0) {
                room = std::min(room, kept->x());
            }
        }
        const int needed = bar->fontMetrics().horizontalAdvance(bar->currentMessage()) + 8; // the bar's margin
        if (needed > room) {
            cut << QStringLiteral("%1 (%2 px in %3)").arg(bar->currentMessage()).arg(needed).arg(room);
        }
        bar->clearMessage();
    }
    QVERIFY2(cut.isEmpty(), qPrintable(cut.join(QLatin1Char('\n'))));
}

// The newcomer's report (issue 36): the Game menu mixed "Open recent" and
// "Unfinished games" with "New game", "Copy game ID" and "Replay my game".
// The menus speak as most of their entries do, in sentence case: no entry
// of any menu or submenu capitalises a word that is no name.
void TranslationsTest::englishMenusAreSentenceCase()
{
    ui::installLanguage(QStringLiteral("en"));
    auto window = openWindow("classic:3", Shown::Exposed);
    QStringList found;
    int entries = 0;
    for (QAction* title : window->menuBar()->actions()) {
        QVERIFY(title->menu());
        entries += static_cast<int>(title->menu()->actions().size());
        found << titleCaseEntries(title->text(), title->menu()->actions());
    }
    QVERIFY(entries > 30); // the menus were there to read
    QCOMPARE(titleCaseWords(QStringLiteral("Open &Recent")), QStringList{"Recent"}); // the scan sees title case
    QVERIFY2(found.isEmpty(), qPrintable(found.join(QLatin1Char('\n'))));
}

#include "tst_translations.moc"

// The tool bar's buttons and their tips carry the menu's words without its
// accelerator in every language: no '&', and none of the bracketed letter
// ("提示(H)") that Chinese menus write their accelerator as.
void TranslationsTest::toolButtonsWithoutAccelerators()
{
    QFETCH(QString, language);
    ui::installLanguage(language);
    auto window = openWindow("classic:3", Shown::Exposed);
    const auto* bar = window->findChild<QToolBar*>(QStringLiteral("gameToolBar"));
    QVERIFY(bar);
    const QRegularExpression bracketedLetter(QStringLiteral("\\([A-Za-z]\\)"));
    int buttons = 0;
    for (QAction* action : bar->actions()) {
        const auto* button = qobject_cast<QToolButton*>(bar->widgetForAction(action));
        if (action->isSeparator() || !button) {
            continue;
        }
        ++buttons;
        const QChar letter = mnemonic(action->text());
        // A tip ends with the shortcut in brackets, "(H)" for the hint: that one is meant.
        const QString shortcut = QStringLiteral(" (%1)").arg(action->shortcut().toString(QKeySequence::NativeText));
        const QString tip = QString(action->toolTip()).remove(shortcut);
        for (const QString& shown : {button->text(), tip}) {
            QVERIFY2(!shown.isEmpty() && !shown.contains(QLatin1Char('&')), qPrintable(shown));
            QVERIFY2(!shown.contains(bracketedLetter), qPrintable(shown));
            // The words stay: the entry's text without the letter's marks.
            QVERIFY2(letter.isNull() || shown.contains(QString(action->text()).remove(QLatin1Char('&')).section(QLatin1Char('('), 0, 0).trimmed()),
                     qPrintable(shown));
        }
    }
    QVERIFY(buttons >= 6);
}
