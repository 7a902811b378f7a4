// The generalised members of the family in the window (issue 16), driven by
// real mouse and key events on the real widgets (offscreen): classic:3h2,
// dudeney:4 and grid:1 played to the goal by clicks along an optimal
// solution the engine gives (each move checked as it is played, the verdicts
// from the search alone), a frog moved by the keyboard, the Variant and Size
// menus' new entries, and the custom puzzle editor: it builds a puzzle by
// clicks, says plainly why a drawing cannot be solved, plays it, and the
// puzzle is saved and opened again.
#include "board/banner.h"
#include "board/boardview.h"
#include "catalog/exact_search.h"
#include "dialogs/custompuzzledialog.h"
#include "dialogs/sizedialog.h"
#include "play/gamemodel.h"
#include "window/mainwindow.h"
#include "window_driver.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>

#include <cstdlib>
#include <map>
#include <memory>
#include <queue>

using namespace leapfrog;
using namespace leapfrog::ui;
using namespace leapfrog::testing;

namespace {

std::unique_ptr<MainWindow> openWindow(const char* spec) { return testing::openWindow(spec, Shown::Exposed); }

// Plays `move` by clicks: the peg, then (when it could go to several holes)
// the hole; true when exactly that move was played.
bool clickMove(MainWindow& window, Move move)
{
    const std::size_t before = window.model()->records().size();
    clickHole(window, move.from);
    if (window.model()->records().size() == before) {
        clickHole(window, move.to);
    }
    const auto& records = window.model()->records();
    return records.size() == before + 1 && records.back().move == move;
}

CustomPuzzleDialog* openEditor(MainWindow& window)
{
    action(window, QStringLiteral("customPuzzle"))->trigger();
    auto* dialog = window.findChild<CustomPuzzleDialog*>();
    if (dialog && !QTest::qWaitForWindowExposed(dialog)) {
        qWarning("the editor was not exposed");
    }
    return dialog;
}

QPushButton* playButton(QDialog* dialog) { return dialog->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok); }

// The test's own search of a drawn row (jumps over one peg at most), from the
// rules as window.md's "Variants" words them: classic, any peg steps into
// the empty hole beside it or jumps a peg of either colour into the one
// beyond; strict, blue only right, red only left, and a jump only over the
// other colour. Breadth first from the start, counting the shortest ways into
// each row.
struct RowAnswer {
    int moves = -1; // -1: the goal cannot be reached
    qulonglong ways = 0;
};

RowAnswer searchRow(const QString& start, const QString& goal, bool strict)
{
    std::map<QString, std::pair<int, qulonglong>> seen{{start, {0, 1}}}; // distance, shortest ways
    std::queue<QString> queue;
    queue.push(start);
    while (!queue.empty()) {
        const QString here = queue.front();
        queue.pop();
        const auto [distance, ways] = seen[here];
        for (int to = 0; to < here.size(); ++to) {
            if (here[to] != QLatin1Char('_')) {
                continue;
            }
            for (const int from : {to - 2, to - 1, to + 1, to + 2}) {
                if (from < 0 || from >= here.size() || here[from] == QLatin1Char('_')) {
                    continue;
                }
                const QChar peg = here[from];
                const QChar over = here[(from + to) / 2];
                const bool jump = std::abs(to - from) == 2;
                if (jump && over == QLatin1Char('_')) {
                    continue;
                }
                if (strict && ((peg == QLatin1Char('B')) != (to > from) || (jump && over == peg))) {
                    continue;
                }
                QString next = here;
                std::swap(next[from], next[to]);
                const auto [found, added] = seen.emplace(next, std::pair{distance + 1, ways});
                if (added) {
                    queue.push(next);
                } else if (found->second.first == distance + 1) {
                    found->second.second += ways;
                }
            }
        }
    }
    const auto found = seen.find(goal);
    return found == seen.end() ? RowAnswer{} : RowAnswer{found->second.first, found->second.second};
}

// The editor's sentence for that answer.
QString editorVerdict(const RowAnswer& answer)
{
    if (answer.moves < 0) {
        return QStringLiteral("Unsolvable: no sequence of moves leads from this start to this goal under these rules "
                              "(the exact search tried every position the start can reach).");
    }
    const QString ways = answer.ways == 1 ? QStringLiteral("in exactly one optimal way")
                                          : QStringLiteral("in %1 different optimal ways").arg(answer.ways);
    return QStringLiteral("Solvable: %1 move%2 at best, %3.").arg(answer.moves).arg(answer.moves == 1 ? "" : "s").arg(ways);
}

} // namespace

class FamilyWindowTest : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void playedToTheGoalByClicks_data();
    void playedToTheGoalByClicks();
    void frogsMoveByKeyboard();
    void menusOfferTheFamily();
    void severalHolesKeepsTheSidesAndRules();
    void sizeDialogAsksForHolesAndJumps();
    void editorBuildsSavesAndReopens();
    void editorSaysWhyUnsolvable();
    void editorDropsTheAnswerItReplaced();
    void editorSaysWhatItCannotFinish();
};

void FamilyWindowTest::initTestCase() { useTestSettings(QStringLiteral("LeapfrogFamilyTest")); }

void FamilyWindowTest::init() { resetSettings(); }

void FamilyWindowTest::playedToTheGoalByClicks_data()
{
    QTest::addColumn<QString>("spec");
    QTest::newRow("classic:3h2") << "classic:3h2";
    QTest::newRow("dudeney:4") << "dudeney:4";
    QTest::newRow("grid:1") << "grid:1";
}

void FamilyWindowTest::playedToTheGoalByClicks()
{
    QFETCH(QString, spec);
    auto window = openWindow(qPrintable(spec));
    QVERIFY(analysed(*window));
    const Variant& variant = window->model()->variant();
    const ExactSearch search(variant);
    const auto finish = search.finish(variant.start(), BigInt(1));
    QVERIFY(finish);
    const int minimum = static_cast<int>(finish->moves.size());
    QCOMPARE(window->model()->minimum(), std::optional<int>(minimum));
    for (const Move move : finish->moves) {
        QVERIFY2(clickMove(*window, move), qPrintable(QString::fromStdString(moveText(move))));
    }
    QVERIFY(window->model()->game().isWon());
    QCOMPARE(window->model()->position(), variant.goal());
    QCOMPARE(window->banner()->title(), QString("Solved in %1 moves: optimal").arg(minimum));
    for (int row = 0; row < minimum; ++row) {
        QCOMPARE(verdictCell(*window, row), QString("proper"));
    }
    // The verdicts on these boards cite the search alone: no paper's lemma.
    for (std::size_t i = 0; i < window->model()->records().size(); ++i) {
        const Verdict* verdict = window->model()->verdictAt(i);
        QVERIFY(verdict);
        QCOMPARE(QString::fromStdString(verdict->source), QString("exact search"));
        QVERIFY(!window->model()->records()[i].letter); // no Yancey letters beyond the papers
    }
}

// Home puts the cursor on the first frog that can move, Return moves it.
void FamilyWindowTest::frogsMoveByKeyboard()
{
    auto window = openWindow("dudeney:4");
    QVERIFY(analysed(*window));
    press(*window, Qt::Key_Home);
    press(*window, Qt::Key_Return);
    QCOMPARE(text(window->model()->position()), QString("1_234"));
}

void FamilyWindowTest::menusOfferTheFamily()
{
    auto window = openWindow("classic:3");
    action(*window, QStringLiteral("family%1").arg(static_cast<int>(Family::Dudeney)))->trigger();
    QCOMPARE(window->model()->variant().spec(), std::string("dudeney:5"));
    action(*window, QStringLiteral("size-dudeney:6"))->trigger();
    QCOMPARE(window->model()->variant().spec(), std::string("dudeney:6"));
    action(*window, QStringLiteral("family%1").arg(static_cast<int>(Family::Grid)))->trigger();
    QCOMPARE(window->model()->variant().spec(), std::string("grid:2"));
    action(*window, QStringLiteral("size-grid:1"))->trigger();
    QCOMPARE(window->model()->variant().spec(), std::string("grid:1"));
    // "Several holes and long jumps": a board with both (the sixth newcomer's
    // had holes and no long jump).
    action(*window, QStringLiteral("family%1").arg(static_cast<int>(Family::Row)))->trigger();
    const Variant several = window->model()->variant();
    QCOMPARE(several.family(), Family::Row);
    QVERIFY2(several.holesBetween() > 1 && several.reach() > 1, several.spec().c_str());
    // The Size menu keeps the holes and the jump length.
    const Variant five = Variant::longRow(several.rules(), 5, 5, several.holesBetween(), several.reach());
    action(*window, QStringLiteral("size-") + QString::fromStdString(five.spec()))->trigger();
    QCOMPARE(window->model()->variant().spec(), five.spec());
}

// The seventh newcomer: from strict rules, 4 a side, "Several holes and
// long jumps" opened a classic board of 3 a side, silently. With no such
// board played before, it keeps the sides and the rules it came from.
void FamilyWindowTest::severalHolesKeepsTheSidesAndRules()
{
    auto window = openWindow("strict:4x3");
    action(*window, QStringLiteral("family%1").arg(static_cast<int>(Family::Row)))->trigger();
    const Variant opened = window->model()->variant();
    QCOMPARE(opened.family(), Family::Row);
    QCOMPARE(opened.rules(), RuleSet::Strict);
    QCOMPARE(opened.blueCount(), 4);
    QCOMPARE(opened.redCount(), 3);
    QVERIFY2(opened.holesBetween() > 1 && opened.reach() > 1, opened.spec().c_str());
}

// Size > Custom... on a long-jump row: holes, jump length and rules, with
// the core's refusal shown for a bad one.
void FamilyWindowTest::sizeDialogAsksForHolesAndJumps()
{
    auto window = openWindow("classic:3h2");
    action(*window, QStringLiteral("customSize"))->trigger();
    auto* dialog = window->findChild<SizeDialog*>();
    QVERIFY(dialog);
    QVERIFY(QTest::qWaitForWindowExposed(dialog));
    typeInto(dialog->findChild<QLineEdit*>(QStringLiteral("holeCount")), QStringLiteral("0"));
    QVERIFY2(dialog->message().contains("from 1"), qPrintable(dialog->message()));
    QVERIFY(!dialog->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok)->isEnabled());
    typeInto(dialog->findChild<QLineEdit*>(QStringLiteral("holeCount")), QStringLiteral("1"));
    typeInto(dialog->findChild<QLineEdit*>(QStringLiteral("jumpLength")), QStringLiteral("2"));
    QTest::mouseClick(dialog->findChild<QCheckBox*>(QStringLiteral("strictRules")), Qt::LeftButton);
    typeInto(dialog->findChild<QLineEdit*>(QStringLiteral("redCount")), QStringLiteral("3"));
    typeInto(dialog->findChild<QLineEdit*>(QStringLiteral("blueCount")), QStringLiteral("4"));
    QVERIFY(dialog->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok)->isEnabled());
    QTest::mouseClick(dialog->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok), Qt::LeftButton);
    QCOMPARE(window->model()->variant().spec(), std::string("strict:4x3k2"));
}

// The editor: a row drawn by clicks (B R _ B R), the goal its mirror, the
// search's answer shown, played, saved, opened again, and offered again.
void FamilyWindowTest::editorBuildsSavesAndReopens()
{
    auto window = openWindow("classic:3");
    CustomPuzzleDialog* editor = openEditor(*window);
    QVERIFY(editor);
    editor->findChild<QSpinBox*>(QStringLiteral("puzzleLength"))->setValue(5);
    QVERIFY(editor->findChild<QCheckBox*>(QStringLiteral("puzzleMirror"))->isChecked());
    // Clear the row, then draw: one click blue, two clicks red.
    for (int hole = 0; hole < 5; ++hole) {
        while (editor->cell(0, hole)->text() != QString()) {
            QTest::mouseClick(editor->cell(0, hole), Qt::LeftButton);
        }
    }
    const int clicks[] = {1, 2, 0, 1, 2};
    for (int hole = 0; hole < 5; ++hole) {
        for (int i = 0; i < clicks[hole]; ++i) {
            QTest::mouseClick(editor->cell(0, hole), Qt::LeftButton);
        }
    }
    QCOMPARE(editor->findChild<QLabel*>(QStringLiteral("puzzleSpec"))->text(), QString("row:BR_BR>RB_RB"));
    QVERIFY(!editor->cell(1, 0)->isEnabled()); // the mirror follows the start
    QVERIFY(QTest::qWaitFor([&] { return editor->checked(); }, kReadyMs));
    const ExactSearch search(Variant::parse("row:BR_BR>RB_RB"));
    const auto finish = search.finish(search.variant().start(), BigInt(1));
    QVERIFY(finish);
    QVERIFY2(editor->verdictText().startsWith(QString("Solvable: %1 moves at best").arg(finish->moves.size())),
             qPrintable(editor->verdictText()));
    QTest::mouseClick(playButton(editor), Qt::LeftButton);
    QCOMPARE(window->model()->variant().spec(), std::string("row:BR_BR>RB_RB"));
    QVERIFY(analysed(*window));
    QVERIFY(clickMove(*window, finish->moves.front()));

    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("mine.json"));
    QVERIFY(window->saveFile(path));
    window->newGame(Variant::parse("classic:3"));
    QVERIFY(window->openFile(path));
    QCOMPARE(window->model()->variant().spec(), std::string("row:BR_BR>RB_RB"));
    QCOMPARE(window->model()->game().movesMade(), 1);

    // Reopened in the editor: the same puzzle, ready to change.
    editor = openEditor(*window);
    QVERIFY(editor);
    QCOMPARE(editor->findChild<QLabel*>(QStringLiteral("puzzleSpec"))->text(), QString("row:BR_BR>RB_RB"));
    editor->reject();
}

void FamilyWindowTest::editorSaysWhyUnsolvable()
{
    auto window = openWindow("classic:3");
    CustomPuzzleDialog* editor = openEditor(*window);
    QVERIFY(editor);
    editor->findChild<QSpinBox*>(QStringLiteral("puzzleLength"))->setValue(3);
    for (int hole = 0; hole < 3; ++hole) {
        while (editor->cell(0, hole)->text() != QString()) {
            QTest::mouseClick(editor->cell(0, hole), Qt::LeftButton);
        }
    }
    // R _ B under the strict rules: neither peg can ever move toward the
    // mirror goal B _ R.
    QTest::mouseClick(editor->cell(0, 0), Qt::LeftButton);
    QTest::mouseClick(editor->cell(0, 0), Qt::LeftButton);
    QTest::mouseClick(editor->cell(0, 2), Qt::LeftButton);
    editor->findChild<QComboBox*>(QStringLiteral("puzzleRules"))->setCurrentIndex(1);
    QVERIFY(QTest::qWaitFor([&] { return editor->checked(); }, kReadyMs));
    QVERIFY2(editor->verdictText().startsWith("Unsolvable: no sequence of moves"), qPrintable(editor->verdictText()));
    // A goal with other pegs than the start: said at once, and not playable.
    // A check box answers clicks on its box and label, not the stretch
    // beyond: click its box.
    auto* mirror = editor->findChild<QCheckBox*>(QStringLiteral("puzzleMirror"));
    QTest::mouseClick(mirror, Qt::LeftButton, {}, QPoint(8, mirror->height() / 2));
    QVERIFY(!mirror->isChecked());
    QVERIFY(editor->cell(1, 1)->isEnabled());
    QTest::mouseClick(editor->cell(1, 1), Qt::LeftButton);
    QVERIFY2(editor->verdictText().startsWith("Unsolvable. Start and goal hold different pegs"),
             qPrintable(editor->verdictText()));
    QVERIFY(!playButton(editor)->isEnabled());
    editor->reject();
}

// The drawing changes while its search runs: the answer for the earlier
// drawing never shows (not even for a moment: the first answer the editor
// takes is the new one's), and the new drawing gets its own.
void FamilyWindowTest::editorDropsTheAnswerItReplaced()
{
    CustomPuzzleDialog editor(Variant::parse("row:BR_BR>RB_RB")); // classic rules: checked at once
    const QString classic = editorVerdict(searchRow("BR_BR", "RB_RB", false));
    const QString strict = editorVerdict(searchRow("BR_BR", "RB_RB", true));
    QVERIFY2(classic != strict, qPrintable(classic)); // else the test could not tell them apart
    // Before the event loop turns (the classic answer cannot have arrived),
    // the rules change. Every sentence the search gives is heard.
    QSignalSpy answers(&editor, &CustomPuzzleDialog::answered);
    auto* rules = editor.findChild<QComboBox*>(QStringLiteral("puzzleRules"));
    QCOMPARE(rules->currentIndex(), 0);
    QTest::keyClick(rules, Qt::Key_Down); // strict
    QCOMPARE(rules->currentIndex(), 1);
    QCOMPARE(editor.verdictText(), QString("Checking with the exact search..."));
    editor.show();
    QVERIFY(QTest::qWaitForWindowExposed(&editor));
    QTRY_VERIFY_WITH_TIMEOUT(editor.checked(), kReadyMs);
    QCOMPARE(editor.verdictText(), strict);
    QTRY_VERIFY_WITH_TIMEOUT(!editor.work()->busy(), kReadyMs);
    QCOMPARE(editor.verdictText(), strict);
    QCOMPARE(answers.count(), 1); // the strict answer alone
    QCOMPARE(answers.front().front().toString(), strict);
    // And back: the classic answer, for the classic drawing.
    QTest::keyClick(rules, Qt::Key_Up);
    QTRY_VERIFY_WITH_TIMEOUT(editor.checked(), kReadyMs);
    QCOMPARE(editor.verdictText(), classic);
}

// A search cut short says so in a sentence, never silence: a drawing that
// stops being a puzzle while its search runs keeps the sentence that says
// why (the search is cancelled, its answer dropped), and a search beyond its
// budget says it cannot tell.
void FamilyWindowTest::editorSaysWhatItCannotFinish()
{
    CustomPuzzleDialog editor(Variant::parse("row:BR_BR>RB_RB"));
    // Before the event loop turns: once it does (waiting for the window to
    // show), a quick machine may already have the answer. A run under
    // `taskset -c 0` once had it.
    QCOMPARE(editor.verdictText(), QString("Checking with the exact search..."));
    editor.show();
    QVERIFY(QTest::qWaitForWindowExposed(&editor));
    QSignalSpy busy(editor.work(), &BackgroundWork::busyChanged);
    auto* mirror = editor.findChild<QCheckBox*>(QStringLiteral("puzzleMirror"));
    QTest::mouseClick(mirror, Qt::LeftButton, {}, QPoint(8, mirror->height() / 2)); // the goal drawn by hand
    QVERIFY(!mirror->isChecked());
    QTest::mouseClick(editor.cell(1, 2), Qt::LeftButton); // a blue peg more in the goal than in the start
    const QString why = editor.verdictText();
    QVERIFY2(why.startsWith("Unsolvable. Start and goal hold different pegs"), qPrintable(why));
    QTRY_VERIFY_WITH_TIMEOUT(!editor.work()->busy(), kReadyMs);
    QVERIFY(!busy.isEmpty()); // the searches did run, and ended
    QCOMPARE(editor.verdictText(), why);
    QVERIFY(!editor.checked());

    // No memory for any table: the search cannot start, and says so.
    editor.work()->setBudget(Budget{std::chrono::seconds(20), 1});
    QTest::mouseClick(editor.cell(1, 2), Qt::LeftButton); // red
    QTest::mouseClick(editor.cell(1, 2), Qt::LeftButton); // empty: the mirror goal again
    QCOMPARE(editor.verdictText(), QString("Checking with the exact search..."));
    QTRY_VERIFY_WITH_TIMEOUT(editor.checked(), kReadyMs);
    QVERIFY2(editor.verdictText().startsWith("The exact search cannot tell within its limits: "),
             qPrintable(editor.verdictText()));
}

QTEST_MAIN(FamilyWindowTest)
#include "tst_familywindow.moc"
