// Two stumbles of a newcomer's first minutes (issue 30, points 3 and 5),
// driven by real clicks and keys on the real window (offscreen):
//  - a family chosen from the Variant menu, from every family and size of a
//    table, opens a board whose goal can be reached (pairs:1 and pairs:2
//    cannot), checked on rows by this test's own search; and the pair-shift
//    board does what its instructions say a click does, a second click on
//    the holes a pair has just left being told so, not misread;
//  - a mistyped game ID keeps the dialog open with the text as typed, its
//    wrong part selected and one short sentence in the dialog, nothing in
//    the status bar or a banner; a right ID afterwards opens that game.
#include "board/banner.h"
#include "dialogs/gameiddialog.h"
#include "panels/sidepanel.h"
#include "play/gamemodel.h"
#include "rules_bfs.h"
#include "window/mainwindow.h"
#include "window_driver.h"

#include <QLabel>
#include <QLineEdit>
#include <QStatusBar>
#include <QTest>

using namespace leapfrog;
using namespace leapfrog::ui;
using namespace leapfrog::testing;

class FirstMinutesTest : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void variantMenuOpensSolvableBoards_data();
    void variantMenuOpensSolvableBoards();
    void pairShiftClicksDoWhatTheWordsSay_data();
    void pairShiftClicksDoWhatTheWordsSay();
    void secondClickOnTheLeftHoleIsHarmless();
    void mistypedGameIdKeepsTheDialog();
};

void FirstMinutesTest::initTestCase() { useTestSettings(QStringLiteral("tst_firstminutes")); }

void FirstMinutesTest::init() { resetSettings(); }

void FirstMinutesTest::variantMenuOpensSolvableBoards_data()
{
    QTest::addColumn<QString>("from");
    QTest::addColumn<int>("family");
    const char* boards[] = {"classic:1", "classic:2", "classic:3", "classic:2x1", "strict:2",  "pairs:3",
                            "y:1",       "y:2",       "branch:3,1,1,1", "dudeney:3", "grid:1", "classic:3h2"};
    // The families whose size carries over, from every board; the others
    // open their own default (or last) board whatever the size, so once.
    const std::pair<Family, const char*> sized[] = {
        {Family::Classic, "classic"}, {Family::Strict, "strict"}, {Family::Pairs, "pairs"}};
    for (const char* board : boards) {
        for (const auto& [family, name] : sized) {
            QTest::addRow("%s to %s", board, name) << QString::fromLatin1(board) << static_cast<int>(family);
        }
    }
    QTest::newRow("y:2 to row") << "y:2" << static_cast<int>(Family::Row);
    QTest::newRow("y:2 to dudeney") << "y:2" << static_cast<int>(Family::Dudeney);
    QTest::newRow("y:2 to grid") << "y:2" << static_cast<int>(Family::Grid);
}

void FirstMinutesTest::variantMenuOpensSolvableBoards()
{
    QFETCH(QString, from);
    QFETCH(int, family);
    auto window = testing::openWindow(qPrintable(from), Shown::Exposed);
    action(*window, QStringLiteral("family%1").arg(family))->trigger();
    const Variant& opened = window->model()->variant();
    QCOMPARE(static_cast<int>(opened.family()), family);
    const QString start = text(opened.start());
    const QString goal = text(opened.goal());
    const bool row = opened.family() == Family::Classic || opened.family() == Family::Strict
                     || opened.family() == Family::Pairs;
    if (row && opened.board().holeCount() <= 14 && start.count('_') == (opened.family() == Family::Pairs ? 2 : 1)) {
        const Rules rules = opened.family() == Family::Pairs    ? Rules::Pairs
                            : opened.family() == Family::Strict ? Rules::Strict
                                                                : Rules::Classic;
        QVERIFY2(distance(start, goal, rules) >= 0, opened.spec().c_str());
    } else {
        QVERIFY(analysed(*window));
        QVERIFY2(window->model()->minimum().has_value(), opened.spec().c_str());
    }
}

void FirstMinutesTest::pairShiftClicksDoWhatTheWordsSay_data()
{
    QTest::addColumn<QString>("spec");
    QTest::newRow("pairs:3") << "pairs:3";
    QTest::newRow("pairs:4") << "pairs:4";
}

// The instructions: a peg of a pair shifts at once when it has one partner;
// with two, the partner is clicked too. Tried on every peg of the start.
void FirstMinutesTest::pairShiftClicksDoWhatTheWordsSay()
{
    QFETCH(QString, spec);
    auto window = testing::openWindow(qPrintable(spec), Shown::Exposed);
    QVERIFY(analysed(*window));
    const QString start = text(window->model()->variant().start());
    QVERIFY(window->sidePanel()->verdictText().contains(QStringLiteral("one partner")));
    for (int hole = 0; hole < start.size(); ++hole) {
        if (start[hole] == '_') {
            continue;
        }
        window->model()->newGame(window->model()->variant());
        QVERIFY(analysed(*window));
        const int partners = (hole > 0 && start[hole - 1] != '_') + (hole + 1 < start.size() && start[hole + 1] != '_');
        clickHole(*window, hole);
        QCOMPARE(window->model()->records().size(), std::size_t(partners == 1 ? 1 : 0));
        if (partners == 2) {
            clickHole(*window, hole + 1); // the partner on the right
            QCOMPARE(window->model()->records().size(), std::size_t(1));
            QCOMPARE(window->model()->records().back().move.from, hole);
        }
    }
}

// A player who clicks a peg and then, out of habit, its partner: the pair
// moved at the first click, and the second lands on a hole it left.
void FirstMinutesTest::secondClickOnTheLeftHoleIsHarmless()
{
    auto window = testing::openWindow("pairs:3", Shown::Exposed);
    QVERIFY(analysed(*window));
    clickHole(*window, 0); // BBBRRR__: hole 1's only partner is hole 2
    QCOMPARE(window->model()->records().size(), std::size_t(1));
    const QString after = text(window->model()->position());
    QCOMPARE(after, QStringLiteral("__BRRRBB"));
    clickHole(*window, 1);
    QCOMPARE(text(window->model()->position()), after);
    const QString said = window->statusBar()->currentMessage();
    QVERIFY2(said.contains(QStringLiteral("first click")), qPrintable(said));
    QVERIFY2(!said.contains(QStringLiteral("is empty")), qPrintable(said));
}

void FirstMinutesTest::mistypedGameIdKeepsTheDialog()
{
    auto window = testing::openWindow("classic:3", Shown::Active);
    action(*window, QStringLiteral("enterGameId"))->trigger();
    auto* dialog = window->findChild<GameIdDialog*>(QStringLiteral("gameIdDialog"));
    QVERIFY(dialog);
    QVERIFY(QTest::qWaitForWindowExposed(dialog));
    QLineEdit* field = dialog->field();
    const QString wrong = QStringLiteral("classic:3@BBB_RR");
    typeInto(field, wrong);
    QTest::keyClick(field, Qt::Key_Return);
    QVERIFY(dialog->isVisible());
    QCOMPARE(field->text(), wrong);
    QCOMPARE(field->selectedText(), QStringLiteral("BBB_RR")); // the wrong part: the position
    const QString problem = dialog->problem();
    // What is wrong (6 holes where classic:3 has 7) and the accepted form.
    QVERIFY2(problem.contains('6') && problem.contains('7') && problem.contains(QStringLiteral("classic:3@BB_BRRR")),
             qPrintable(problem));
    QVERIFY2(problem.size() < 220, qPrintable(problem));
    QVERIFY(window->statusBar()->currentMessage().isEmpty()
            || !window->statusBar()->currentMessage().contains(QStringLiteral("accepted")));
    QVERIFY(!window->banner()->isPresented());
    QCOMPARE(window->model()->variant().spec(), std::string("classic:3"));

    const QString badBoard = QStringLiteral("clasic:3@BB_BRRR");
    typeInto(field, badBoard);
    QVERIFY(dialog->problem().isEmpty()); // the old sentence goes with the text it was about
    QTest::keyClick(field, Qt::Key_Return);
    QVERIFY(dialog->isVisible());
    QCOMPARE(field->selectedText(), QStringLiteral("clasic:3")); // the wrong part: the board

    typeInto(field, QStringLiteral("classic:3@BB_BRRR"));
    QTest::keyClick(field, Qt::Key_Return);
    QTRY_VERIFY(!window->findChild<GameIdDialog*>(QStringLiteral("gameIdDialog")));
    QCOMPARE(window->model()->variant().spec(), std::string("classic:3@BB_BRRR"));
}

QTEST_MAIN(FirstMinutesTest)
#include "tst_firstminutes.moc"
