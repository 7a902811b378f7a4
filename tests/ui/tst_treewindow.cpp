// The tree boards in the window, driven by real mouse and key events on the
// real widgets (offscreen): y:1 and branch:3,1,1,1 played to the goal by
// clicks (turning jumps through the centre and the branching point
// included), the Variant menu's tree entries and their size dialogs (bad
// sizes refused with the reason, good ones start the game, the last size
// remembered), the Size menu following the family, and the goal explained.
#include "board/banner.h"
#include "board/boardview.h"
#include "dialogs/sizedialog.h"
#include "panels/sidepanel.h"
#include "play/gamemodel.h"
#include "play/movelistmodel.h"
#include "model/move.h"
#include "window/mainwindow.h"
#include "window_driver.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QLineEdit>
#include <QPushButton>
#include "settings/settingkeys.h"
#include <QStatusBar>
#include <QTableView>
#include <QTest>

#include <memory>

using namespace leapfrog;
using namespace leapfrog::ui;
using namespace leapfrog::testing;

namespace {

// Waits for the window to be exposed, as this suite always has (see Shown).
std::unique_ptr<MainWindow> openWindow(const char* spec) { return testing::openWindow(spec, Shown::Exposed); }

// Clicks the holes a list of 1-based moves starts from, checking after each
// click that exactly that move was played.
void playByClicks(MainWindow& window, const QStringList& moves)
{
    for (const QString& text : moves) {
        const Move move = window.model()->variant().parseMove(text.toStdString());
        clickHole(window, move.from);
        const auto& records = window.model()->records();
        QVERIFY2(!records.empty() && records.back().move == move, qPrintable("clicking for " + text));
    }
}

SizeDialog* openTreeDialog(MainWindow& window, Family family)
{
    action(window, QStringLiteral("family%1").arg(static_cast<int>(family)))->trigger();
    auto* dialog = window.findChild<SizeDialog*>();
    if (dialog && !QTest::qWaitForWindowExposed(dialog)) {
        qWarning("the size dialog was not exposed");
    }
    return dialog;
}

QPushButton* okButton(QDialog* dialog) { return dialog->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok); }

} // namespace

class TreeWindowTest : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void yOnePlayedToTheGoalByClicks();
    void branchPlayedByClicksThroughTheBranchingPoint();
    void clicksOnTreesAreRefusedWithTheReason();
    void keyboardFollowsTheArms();
    void ySizeDialogValidates();
    void branchSizeDialogValidates();
    void cancellingKeepsTheGame();
    void treeSizesAreRemembered();
    void sizeMenuFollowsTheFamily();
    void goalIsExplainedAndRinged();
    void treeReasonCitesNoRowLemma();
};

void TreeWindowTest::initTestCase() { useTestSettings(QStringLiteral("LeapfrogTreeTest")); }

void TreeWindowTest::init() { resetSettings(); }

void TreeWindowTest::yOnePlayedToTheGoalByClicks()
{
    auto window = openWindow("y:1");
    QVERIFY(analysed(*window));
    QCOMPARE(window->model()->minimum(), std::optional<int>(4));
    // Blue steps into the centre; red and yellow jump it, each turning
    // through the centre into the next arm; blue steps on into the last one.
    playByClicks(*window, {"2-1", "3-2", "4-3", "1-4"});
    QVERIFY(window->model()->game().isWon());
    QCOMPARE(text(window->model()->position()), QString("_RYB"));
    QCOMPARE(window->banner()->title(), QString("Solved in 4 moves: optimal"));
    QCOMPARE(window->movesText(), QString("Moves: 4 / minimum 4"));
    for (int row = 0; row < 4; ++row) {
        QCOMPARE(verdictCell(*window, row), QString("proper"));
    }
}

void TreeWindowTest::branchPlayedByClicksThroughTheBranchingPoint()
{
    auto window = openWindow("branch:3,1,1,1");
    QVERIFY(analysed(*window));
    QCOMPARE(window->model()->minimum(), std::optional<int>(14));
    // Hole 5 is the branching point, 6 and 7 the arms: 4-6 and 4-7 jump
    // from the line into an arm over it.
    playByClicks(*window, {"3-4", "5-3", "6-5", "4-6"});
    QCOMPARE(text(window->model()->position()), QString("BBR_RBR"));
    playByClicks(*window, {"2-4", "1-2", "3-1", "5-3", "7-5", "4-7", "2-4", "3-2", "5-3", "4-5"});
    QVERIFY(window->model()->game().isWon());
    QCOMPARE(window->banner()->title(), QString("Solved in 14 moves: optimal"));
    for (int row = 0; row < 14; ++row) {
        QCOMPARE(verdictCell(*window, row), QString("proper"));
    }
}

void TreeWindowTest::clicksOnTreesAreRefusedWithTheReason()
{
    auto window = openWindow("y:3");
    // Hole 4 is the far end of the blue arm, three holes from the centre.
    clickHole(*window, 3);
    QCOMPARE(window->model()->game().movesMade(), 0);
    QVERIFY2(window->statusBar()->currentMessage().startsWith("Peg 4 cannot move:"),
             qPrintable(window->statusBar()->currentMessage()));
    // The red peg next to the centre steps in at one click.
    clickHole(*window, 4);
    QCOMPARE(text(window->model()->position()), QString("RBBB_RRYYY"));
}

void TreeWindowTest::keyboardFollowsTheArms()
{
    auto window = openWindow("y:1");
    BoardView* view = window->boardView();
    view->setFocus();
    const auto keys = [view](std::initializer_list<Qt::Key> presses) {
        for (const Qt::Key key : presses) {
            QTest::keyClick(view, key);
        }
    };
    // Home picks the first peg that can move; Up and Down follow the arms
    // that leave the centre up and down to the right.
    keys({Qt::Key_Home, Qt::Key_Return});         // 2-1: blue into the centre
    keys({Qt::Key_Home, Qt::Key_Up, Qt::Key_Return});   // 3-2: red over it
    keys({Qt::Key_Home, Qt::Key_Down, Qt::Key_Return}); // 4-3: yellow over it
    keys({Qt::Key_Home, Qt::Key_Return});         // 1-4: blue on
    QCOMPARE(text(window->model()->position()), QString("_RYB"));
    QVERIFY(window->model()->game().isWon());
}

void TreeWindowTest::ySizeDialogValidates()
{
    auto window = openWindow("classic:3");
    SizeDialog* dialog = openTreeDialog(*window, Family::Y);
    QVERIFY(dialog);
    auto* arm = dialog->findChild<QLineEdit*>("armLength");
    QCOMPARE(arm->text(), QString("2")); // nothing remembered yet: the default
    QPushButton* ok = okButton(dialog);
    typeInto(arm, "0");
    QVERIFY(!ok->isEnabled());
    QVERIFY2(dialog->message().contains("from 1 to 100000"), qPrintable(dialog->message()));
    typeInto(arm, "three");
    QVERIFY(!ok->isEnabled());
    QVERIFY2(dialog->message().contains("whole number"), qPrintable(dialog->message()));
    typeInto(arm, "7");
    QVERIFY(ok->isEnabled());
    QVERIFY2(dialog->message().contains("22 holes") && dialog->message().contains("Too large for exact verdicts"),
             qPrintable(dialog->message()));
    typeInto(arm, "3");
    QVERIFY2(dialog->message().contains("y:3: 10 holes") && dialog->message().contains("judged exactly"),
             qPrintable(dialog->message()));
    QCOMPARE(dialog->preview()->boardGeometry().holeCount(), 10);
    QCOMPARE(window->model()->variant().spec(), std::string("classic:3")); // nothing started yet
    QTest::mouseClick(ok, Qt::LeftButton);
    QCOMPARE(window->model()->variant().spec(), std::string("y:3"));
    QVERIFY(action(*window, "family3")->isChecked());
    QVERIFY(action(*window, "size-y:3")->isChecked());
}

void TreeWindowTest::branchSizeDialogValidates()
{
    auto window = openWindow("classic:3");
    SizeDialog* dialog = openTreeDialog(*window, Family::Branch);
    QVERIFY(dialog);
    auto* blue = dialog->findChild<QLineEdit*>("branchBlue");
    auto* trunk = dialog->findChild<QLineEdit*>("branchTrunk");
    auto* upper = dialog->findChild<QLineEdit*>("branchArm1");
    auto* lower = dialog->findChild<QLineEdit*>("branchArm2");
    QPushButton* ok = okButton(dialog);
    QCOMPARE(QStringList({blue->text(), trunk->text(), upper->text(), lower->text()}),
             QStringList({"4", "1", "1", "1"}));
    QVERIFY(ok->isEnabled());
    // NB > N1 + N2: otherwise the empty hole could not end on the line.
    typeInto(blue, "3");
    typeInto(upper, "2");
    QVERIFY(!ok->isEnabled());
    QVERIFY2(dialog->message().contains("Too few blue pegs: 3 blue must outnumber the 3 red on the two arms"),
             qPrintable(dialog->message()));
    typeInto(trunk, "");
    QVERIFY2(dialog->message().contains("Enter the number of red pegs on the trunk"), qPrintable(dialog->message()));
    typeInto(trunk, "1");
    typeInto(upper, "1");
    QVERIFY(ok->isEnabled());
    QVERIFY2(dialog->message().contains("branch:3,1,1,1: 7 holes, 3 blue and 3 red"), qPrintable(dialog->message()));
    // A preset fills the four fields at once.
    auto* presets = dialog->findChild<QComboBox*>("sizePresets");
    QCOMPARE(presets->currentData().toString(), QString("branch:3,1,1,1"));
    const int bigger = presets->findData(QString("branch:5,2,2,2"));
    QVERIFY(bigger >= 0);
    presets->setFocus();
    for (int press = 0; press < presets->count() && presets->currentIndex() != bigger; ++press) {
        QTest::keyClick(presets, Qt::Key_Down);
    }
    QCOMPARE(presets->currentIndex(), bigger);
    QCOMPARE(QStringList({blue->text(), trunk->text(), upper->text(), lower->text()}),
             QStringList({"5", "2", "2", "2"}));
    QTest::mouseClick(ok, Qt::LeftButton);
    QCOMPARE(window->model()->variant().spec(), std::string("branch:5,2,2,2"));
    QVERIFY(action(*window, "family4")->isChecked());
}

void TreeWindowTest::cancellingKeepsTheGame()
{
    auto window = openWindow("classic:3");
    SizeDialog* dialog = openTreeDialog(*window, Family::Y);
    QVERIFY(dialog);
    dialog->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Cancel)->click();
    QCOMPARE(window->model()->variant().spec(), std::string("classic:3"));
    QVERIFY(action(*window, "family0")->isChecked());
    QVERIFY(!action(*window, "family3")->isChecked());
}

void TreeWindowTest::treeSizesAreRemembered()
{
    {
        auto window = openWindow("branch:6,2,1,3");
        window->newGame(Variant::parse("y:4"));
        window->newGame(Variant::parse("classic:2"));
    }
    const ui::TextMap lastBoards = ui::Settings().value(ui::setting::lastBoards);
    QCOMPARE(lastBoards.value("y"), QString("y:4"));
    QCOMPARE(lastBoards.value("branch"), QString("branch:6,2,1,3"));
    MainWindow window; // a later run
    window.show();
    QCOMPARE(window.model()->variant().spec(), std::string("classic:2"));
    SizeDialog* dialog = openTreeDialog(window, Family::Y);
    QVERIFY(dialog);
    QCOMPARE(dialog->findChild<QLineEdit*>("armLength")->text(), QString("4"));
    dialog->reject();
    QTRY_VERIFY(!window.findChild<SizeDialog*>()); // closed and gone
    dialog = openTreeDialog(window, Family::Branch);
    QVERIFY(dialog);
    QCOMPARE(dialog->variant()->spec(), std::string("branch:6,2,1,3"));
    QTest::mouseClick(okButton(dialog), Qt::LeftButton);
    QCOMPARE(window.model()->variant().spec(), std::string("branch:6,2,1,3"));
}

void TreeWindowTest::sizeMenuFollowsTheFamily()
{
    auto window = openWindow("y:2");
    QVERIFY(action(*window, "size-y:2")->isChecked());
    action(*window, "size-y:1")->trigger();
    QCOMPARE(window->model()->variant().spec(), std::string("y:1"));
    QVERIFY(!window->findChild<QAction*>("size-classic:4"));
    // Custom... on a tree opens the tree's dialog with the current size.
    action(*window, "customSize")->trigger();
    auto* dialog = window->findChild<SizeDialog*>();
    QVERIFY(dialog);
    QCOMPARE(dialog->findChild<QLineEdit*>("armLength")->text(), QString("1"));
    QVERIFY(action(*window, "size-y:1")->isChecked()); // the mark waits for a board
    typeInto(dialog->findChild<QLineEdit*>("armLength"), "9");
    QTest::mouseClick(okButton(dialog), Qt::LeftButton);
    QCOMPARE(window->model()->variant().spec(), std::string("y:9"));
    QVERIFY(action(*window, "customSize")->isChecked());
    // Branching boards offer theirs; back on a row, the sizes a side return.
    window->newGame(Variant::parse("branch:4,1,1,1"));
    QVERIFY(action(*window, "size-branch:4,1,1,1")->isChecked());
    action(*window, "size-branch:7,3,3,3")->trigger();
    QCOMPARE(window->model()->variant().spec(), std::string("branch:7,3,3,3"));
    action(*window, "family0")->trigger(); // classic, at the blue count
    QCOMPARE(window->model()->variant().spec(), std::string("classic:7"));
    QVERIFY(action(*window, "size-classic:7")->isChecked());
    QVERIFY(!window->findChild<QAction*>("size-y:1"));
}

void TreeWindowTest::goalIsExplainedAndRinged() // and the letters left out
{
    auto window = openWindow("y:2");
    const QString goal = window->sidePanel()->verdictText();
    QVERIFY2(goal.contains("blue into the yellow arm, red into the blue arm, yellow into the red arm"),
             qPrintable(goal));
    QCOMPARE(window->boardView()->goalRings(), window->model()->variant().goal());
    // Yancey's letters are for rows: no letter beside a tree's moves.
    const QTableView* list = window->sidePanel()->moveList();
    window->model()->play(window->model()->legalMoves().front());
    const QString treeMove = list->model()->index(0, MoveListModel::MoveText).data().toString();
    QCOMPARE(treeMove, QString::fromStdString(moveText(window->model()->game().history().back().move)));
    window->newGame(Variant::parse("y:2"));
    window->newGame(Variant::parse("branch:4,1,1,1"));
    QVERIFY2(window->sidePanel()->verdictText().contains("the 3 red pegs end at the left end of the line"),
             qPrintable(window->sidePanel()->verdictText()));
    QCOMPARE(window->boardView()->goalRings(), window->model()->variant().goal());
    window->newGame(Variant::parse("classic:3")); // a row's goal is ringed too (issue 22)
    QCOMPARE(window->boardView()->goalRings(), window->model()->variant().goal());
    // A row's moves carry their letter: 3-4, a blue step forward, is an S.
    window->model()->play(Move{2, 3});
    QCOMPARE(window->sidePanel()->moveList()->model()->index(0, MoveListModel::MoveText).data().toString(),
             QStringLiteral("3-4 S"));
}

// Issue 13: the backward jump 7-1 of y:2 is explained in the panel and the
// move list's tooltip by the weight and its exact cost, never by Yancey's
// lemma about rows (an optimal y:2 solution itself moves backward); the
// sentence is the core's verdict, whose claims tst_reasons checks.
void TreeWindowTest::treeReasonCitesNoRowLemma()
{
    auto window = openWindow("y:2");
    QTRY_VERIFY(window->model()->analysis() == Analysis::Exact);
    for (const char* text : {"2-1", "4-2", "6-4", "7-6", "1-7", "7-1"}) {
        const Move move = window->model()->variant().parseMove(text);
        const std::size_t before = window->model()->records().size();
        clickHole(*window, move.from);
        if (window->model()->records().size() == before) {
            clickHole(*window, move.to); // a peg with several moves: the second click picks one
        }
        QCOMPARE(window->model()->records().size(), before + 1);
        QVERIFY(window->model()->records().back().move == move);
    }
    const Verdict* verdict = window->model()->lastVerdict();
    QVERIFY(verdict);
    QVERIFY(!verdict->proper && verdict->cost && *verdict->cost > 0);
    const QString panel = window->sidePanel()->verdictText();
    QVERIFY2(panel.contains("raises the board's weight"), qPrintable(panel));
    QVERIFY2(panel.contains(QString("costs %1 moves").arg(*verdict->cost)), qPrintable(panel));
    QVERIFY2(!panel.contains("moves backward") && !panel.contains("Lemma"), qPrintable(panel));
    QAbstractItemModel* list = window->sidePanel()->moveList()->model();
    const QString tip = list->data(list->index(list->rowCount() - 1, 0), Qt::ToolTipRole).toString();
    QVERIFY2(tip.contains(QString::fromStdString(verdict->reason)), qPrintable(tip));
}

QTEST_MAIN(TreeWindowTest)
#include "tst_treewindow.moc"
