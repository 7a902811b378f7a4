// Details a player sees (issue 21): the notation's boxes stay inside their
// letters' cells, letters still to come are readable (WCAG contrast 4.5:1),
// and a move without a letter shows a dot that says why, in the move list,
// the side panel and the solution player, never an unexplained "?".
#include "window_driver.h"

#include "board/boardstyle.h"
#include "catalog/solution_word.h"
#include "model/notation.h"
#include "play/playcontroller.h"
#include "solutions/solutionlistview.h"
#include "solutions/solutionpanel.h"
#include "solutions/solutionplayer.h"
#include "solutions/wordview.h"

#include <QLabel>
#include <QRegularExpression>

using namespace leapfrog;
using namespace leapfrog::testing;
using namespace leapfrog::ui;

namespace {

// Every title and every row's text of the solution player's list whole in
// its column, measured in bold, as the titles and the current row are drawn.
void verifyColumnsHoldTheirTexts(const SolutionListView& moves)
{
    // The list asks for its columns' room when the player opens; the panel
    // gives it at the next layout.
    QTRY_VERIFY2(moves.width() >= moves.minimumSizeHint().width(),
                 qPrintable(QStringLiteral("the list is %1 px, its columns need %2")
                                .arg(moves.width())
                                .arg(moves.minimumSizeHint().width())));
    QFont bold = moves.font();
    bold.setBold(true);
    const QFontMetrics metrics(bold);
    std::vector<int> columns{SolutionListView::Number, SolutionListView::MoveText};
    if (moves.showsWhose()) {
        columns.push_back(SolutionListView::Note);
    }
    for (const int column : columns) {
        QStringList texts{moves.columnTitle(column)};
        for (std::uint64_t row = 0; row < moves.rowCount(); ++row) {
            texts << moves.rowTexts(row)[column];
        }
        for (const QString& text : texts) {
            QVERIFY2(metrics.horizontalAdvance(text) <= moves.columnRoom(column),
                     qPrintable(QStringLiteral("%1 in %2 px").arg(text).arg(moves.columnRoom(column))));
        }
    }
}

} // namespace

class DetailsTest : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { useTestSettings(QStringLiteral("tst_details")); }
    void init() { resetSettings(); }
    void lettersAreReadable_data();
    void lettersAreReadable();
    void boxesStayInsideTheirCells();
    void letterlessMoveSaysWhy();
    void moveListTermsAreExplained();
    void playerColumnsHoldTheirTexts_data();
    void playerColumnsHoldTheirTexts();
};

void DetailsTest::lettersAreReadable_data()
{
    QTest::addColumn<char>("letter");
    for (const char letter : {'S', 'J', 's', 'j', kNoLetter}) {
        QTest::newRow(std::string(1, letter).c_str()) << letter;
    }
}

void DetailsTest::lettersAreReadable()
{
    QFETCH(char, letter);
    QVERIFY(contrastRatio(WordView::futureColour(letter), WordView::paper()) >= 4.5);
    QVERIFY(contrastRatio(WordView::pastColour(letter), WordView::paper()) >= 4.5);
    // Still to come looks quieter than already played, but the same hue.
    QVERIFY(WordView::futureColour(letter) != WordView::pastColour(letter) || letter == kNoLetter);
}

// classic:3's word SjsJJSjjjSJJsjS has runs (JJ, jjj): in the player, each
// letter's current box and next outline stay inside its own cell.
void DetailsTest::boxesStayInsideTheirCells()
{
    auto window = openWindow("classic:3", Shown::Active);
    QVERIFY(analysed(*window));
    QTest::keySequence(window->boardView(), action(*window, "watchFromStart")->shortcut());
    QTRY_VERIFY_WITH_TIMEOUT(window->player()->isReady(), kReadyMs);
    auto* word = window->findChild<WordView*>();
    QVERIFY(word);
    const std::uint64_t length = window->player()->length();
    for (std::uint64_t i = 0; i + 1 < length; ++i) {
        const QRectF cell = word->letterRect(i);
        const QRectF next = word->letterRect(i + 1);
        if (qFuzzyCompare(cell.top(), next.top()) && cell.right() + 1 >= next.left()) { // side by side: a run
            QVERIFY(!WordView::currentBox(cell).intersects(next));
            QVERIFY(!WordView::nextOutline(next).intersects(cell));
            QVERIFY(!WordView::currentBox(next).intersects(cell));
        }
    }
}

// classic:5: 5-6 and 4-5 are steps (S, S), then 6-4 takes a blue peg back
// over another: a backward jump, which has no letter.
// Every word and sign of the move list is explained where it is read
// (issue 36): each column's header has a tooltip and a What's This; the
// words the Verdict column shows ("proper", "improper") and the Letter
// column's dot are in their headers' tips; a verdict cell's tip starts with
// what its word means; the panel's notation line says what its letters are.
void DetailsTest::moveListTermsAreExplained()
{
    auto window = openWindow("classic:5", Shown::Active);
    QVERIFY(analysed(*window));
    clickHole(*window, 4); // 5-6: proper
    clickHole(*window, 3); // 4-5
    clickHole(*window, 5); // 6-4: a backward jump, improper
    QVERIFY(analysed(*window));
    const QAbstractItemModel* list = window->sidePanel()->moveList()->model();
    QCOMPARE(list->rowCount(), 3);
    for (int column = 0; column < list->columnCount(); ++column) {
        const QString tip = list->headerData(column, Qt::Horizontal, Qt::ToolTipRole).toString();
        QVERIFY2(tip.size() > 20, qPrintable(QStringLiteral("column %1: %2").arg(column).arg(tip)));
        QCOMPARE(list->headerData(column, Qt::Horizontal, Qt::WhatsThisRole).toString(), tip);
    }
    const QString verdictTip = list->headerData(MoveListModel::VerdictColumn, Qt::Horizontal, Qt::ToolTipRole).toString();
    QStringList shownWords;
    for (int row = 0; row < list->rowCount(); ++row) {
        const QString word = list->data(list->index(row, MoveListModel::VerdictColumn)).toString();
        shownWords << word;
        QString term = word; // "+2 moves" is explained as "+N moves"
        term.replace(QRegularExpression(QStringLiteral("\\d+")), QStringLiteral("N"));
        QVERIFY2(verdictTip.contains(term), qPrintable(term + QStringLiteral(" not explained in: ") + verdictTip));
        const QString cellTip = list->data(list->index(row, MoveListModel::VerdictColumn), Qt::ToolTipRole).toString();
        QVERIFY2(cellTip.startsWith(word, Qt::CaseInsensitive), qPrintable(cellTip));
    }
    QVERIFY2(shownWords.contains(QStringLiteral("proper")) && shownWords.contains(QStringLiteral("improper")),
             qPrintable(shownWords.join(QStringLiteral(", "))));
    const QString letterTip = list->headerData(MoveListModel::Letter, Qt::Horizontal, Qt::ToolTipRole).toString();
    QVERIFY2(letterTip.contains(list->data(list->index(2, MoveListModel::Letter)).toString()), qPrintable(letterTip));
    QVERIFY2(letterTip.contains(QStringLiteral("Notation")), qPrintable(letterTip));
    bool notationExplained = false;
    for (const QLabel* label : window->sidePanel()->findChildren<QLabel*>()) {
        if (label->isVisible() && label->text().startsWith(QStringLiteral("Notation:"))) {
            notationExplained = label->toolTip().contains(QStringLiteral("Yancey"));
        }
    }
    QVERIFY(notationExplained);
}

void DetailsTest::letterlessMoveSaysWhy()
{
    auto window = openWindow("classic:5", Shown::Active);
    QVERIFY(analysed(*window));
    clickHole(*window, 4);
    clickHole(*window, 3);
    const Position before = window->model()->position();
    clickHole(*window, 5);
    QCOMPARE(window->model()->game().movesMade(), 3);
    const Move last = window->model()->game().history().back().move;
    QVERIFY(!notationLetter(before, last)); // the premise, from the core
    const QAbstractItemModel* list = window->sidePanel()->moveList()->model();
    const QModelIndex letter = list->index(2, MoveListModel::Letter);
    QCOMPARE(list->data(letter).toString(), QStringLiteral("·"));
    QVERIFY(list->data(letter, Qt::ToolTipRole).toString().startsWith(QStringLiteral("No letter:")));
    // The lettered moves' tooltips are their verdicts, not the explanation.
    QVERIFY(!list->data(list->index(0, MoveListModel::Letter), Qt::ToolTipRole).toString().startsWith("No letter"));
    // The panel's notation has no "?" and says what the dot means.
    const QList<QLabel*> notation = window->sidePanel()->findChildren<QLabel*>();
    bool explained = false;
    for (const QLabel* label : notation) {
        if (label->text().startsWith(QStringLiteral("Notation:"))) {
            QVERIFY2(!label->text().contains(QLatin1Char('?')), qPrintable(label->text()));
            explained = label->text().contains(QStringLiteral("a move with no letter:"));
        }
    }
    QVERIFY(explained);
    // The solution player from here: its list shows the game's own moves
    // with a dot where a move has no letter, every column labelled.
    QTest::keySequence(window->boardView(), action(*window, "playSolution")->shortcut());
    QTRY_VERIFY_WITH_TIMEOUT(window->player()->isReady(), kReadyMs);
    SolutionListView* moves = window->solutionPanel()->moveList();
    for (std::uint64_t row = 0; row < moves->rowCount(); ++row) {
        const QStringList texts = moves->rowTexts(row);
        QVERIFY2(!texts.join(QLatin1Char(' ')).contains(QLatin1Char('?')), qPrintable(texts.join(QLatin1Char('|'))));
        if (row > 0) {
            QVERIFY(!texts[SolutionListView::Note].isEmpty()); // whose move: "you" or "solution"
        }
    }
    QCOMPARE(moves->rowTexts(3)[SolutionListView::Letter], QStringLiteral("·"));
    verifyColumnsHoldTheirTexts(*moves);
}

void DetailsTest::playerColumnsHoldTheirTexts_data()
{
    QTest::addColumn<QString>("spec");
    QTest::addColumn<int>("ownMoves");
    // Boards of one- and two-digit holes, with and without the By column.
    QTest::newRow("classic:1") << "classic:1" << 0;
    QTest::newRow("classic:3") << "classic:3" << 0;
    QTest::newRow("classic:3, a move of mine") << "classic:3" << 1;
    QTest::newRow("classic:6, a move of mine") << "classic:6" << 1;
}

// The solution player's list on boards of every width of move: no title and
// no row's text is cut.
void DetailsTest::playerColumnsHoldTheirTexts()
{
    QFETCH(QString, spec);
    QFETCH(int, ownMoves);
    auto window = openWindow(qPrintable(spec), Shown::Active);
    QVERIFY(analysed(*window));
    if (ownMoves > 0) {
        // The last blue peg steps into the empty hole beside it.
        clickHole(*window, window->model()->variant().blueCount() - 1);
    }
    QCOMPARE(window->model()->game().movesMade(), ownMoves);
    QTest::keySequence(window->boardView(), action(*window, "playSolution")->shortcut());
    QTRY_VERIFY_WITH_TIMEOUT(window->player()->isReady(), kReadyMs);
    verifyColumnsHoldTheirTexts(*window->solutionPanel()->moveList());
}

QTEST_MAIN(DetailsTest)
#include "tst_details.moc"
