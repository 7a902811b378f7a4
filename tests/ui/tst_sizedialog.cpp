// Size > Custom... is one dialog for every family with sizes: typed by real
// key events into its real fields, it asks for the board the fields name
// (checked against the core's own factory for those counts), refuses bad
// counts with a sentence, and shows its message whole at every length, from
// "classic:1" to the longest board and the longest refusal: the label is as
// tall as its text needs at its width, and lies inside the dialog.
#include "dialogs/sizedialog.h"
#include "families/families.h"

#include "board/boardview.h"
#include "model/variant.h"
#include "window_driver.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTest>

using namespace leapfrog;
using namespace leapfrog::ui;
using namespace leapfrog::testing;

namespace {

// The fields each family's dialog shows, in order.
QStringList fieldsOf(Family family)
{
    switch (family) {
    case Family::Y: return {"armLength"};
    case Family::Branch: return {"branchBlue", "branchTrunk", "branchArm1", "branchArm2"};
    case Family::Dudeney:
    case Family::Grid:
    case Family::Pairs: return {"blueCount"};
    case Family::Classic:
    case Family::Strict: return {"blueCount", "redCount"};
    case Family::Row: return {"blueCount", "redCount", "holeCount", "jumpLength"};
    }
    return {};
}

QLabel* messageOf(SizeDialog& dialog) { return dialog.findChild<QLabel*>("sizeMessage"); }

// Whole: the label has at least the height its wrapped text needs at its
// width, and the label lies inside the dialog's own rectangle.
void verifyShownWhole(SizeDialog& dialog)
{
    QLabel* label = messageOf(dialog);
    QVERIFY(label);
    QVERIFY(!label->text().isEmpty());
    const int needed = label->heightForWidth(label->width());
    QVERIFY2(label->height() >= needed, qPrintable(QStringLiteral("the message is %1 px tall, its text needs %2: %3")
                                                       .arg(label->height())
                                                       .arg(needed)
                                                       .arg(label->text())));
    const QRect inDialog(label->mapTo(&dialog, QPoint(0, 0)), label->size());
    QVERIFY2(dialog.rect().contains(inDialog), qPrintable(label->text()));
}

// The picture holds the whole board (every peg inside it, as small as it
// must be) or none of it; a board of up to 21 holes, the usual sizes of
// every family, is always pictured.
void verifyPreviewWholeOrEmpty(SizeDialog& dialog, const Variant& board)
{
    const BoardView* preview = dialog.preview();
    const bool pictured = preview->position().size() > 0;
    if (board.holeCount() <= 21) {
        QVERIFY2(pictured, board.spec().c_str());
    }
    // An empty picture says why, with the board's holes; a picture says nothing over it.
    const auto* note = dialog.findChild<QLabel*>(QStringLiteral("sizePreviewNote"));
    QVERIFY(note);
    QCOMPARE(note->isVisibleTo(&dialog), !pictured);
    if (!pictured) {
        QVERIFY2(note->text().contains(QLocale().toString(board.holeCount())), qPrintable(note->text()));
        return;
    }
    const BoardGeometry& geometry = preview->boardGeometry();
    const double r = geometry.pegRadius();
    for (int hole = 0; hole < board.holeCount(); ++hole) {
        const QPointF c = geometry.centre(hole);
        const QRectF peg(c.x() - r, c.y() - r, 2 * r, 2 * r);
        QVERIFY2(QRectF(preview->rect()).contains(peg),
                 qPrintable(QStringLiteral("%1: hole %2 at %3,%4 is outside the %5x%6 picture")
                                .arg(QString::fromStdString(board.spec()))
                                .arg(hole + 1)
                                .arg(c.x())
                                .arg(c.y())
                                .arg(preview->width())
                                .arg(preview->height())));
    }
}

} // namespace

class SizeDialogTest : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void fieldsFollowTheFamily_data();
    void fieldsFollowTheFamily();
    void typedSizesNameTheBoard_data();
    void typedSizesNameTheBoard();
    void refusalsAreSentencesShownWhole_data();
    void refusalsAreSentencesShownWhole();
    void presetsFillTheFields();
    void rowPresetsSayWhereThePegsAre_data();
    void rowPresetsSayWhereThePegsAre();
    void everyFamilyHasOneWholeEntry();
};

void SizeDialogTest::fieldsFollowTheFamily_data()
{
    QTest::addColumn<QString>("spec");
    for (const char* spec : {"classic:3", "strict:4x2", "pairs:3", "dudeney:4", "grid:2", "y:3", "branch:3,1,1,1"}) {
        QTest::newRow(spec) << spec;
    }
    QTest::newRow("long row") << QString::fromStdString(Variant::longRow(RuleSet::Classic, 2, 3, 2, 2).spec());
}

// One dialog for every family: the family's fields and no other, filled with
// the board it was opened on, and OK for that board.
void SizeDialogTest::fieldsFollowTheFamily()
{
    QFETCH(QString, spec);
    const Variant variant = Variant::parse(spec.toStdString());
    SizeDialog dialog(variant);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    const QStringList expected = fieldsOf(variant.family());
    QStringList shown;
    for (QLineEdit* edit : dialog.findChildren<QLineEdit*>()) {
        if (edit->parent() != dialog.findChild<QComboBox*>("sizePresets")) {
            shown << edit->objectName();
        }
    }
    QCOMPARE(QSet<QString>(shown.begin(), shown.end()), QSet<QString>(expected.begin(), expected.end()));
    QVERIFY(dialog.variant());
    QCOMPARE(dialog.variant()->spec(), variant.spec());
    QVERIFY(dialog.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok)->isEnabled());
    verifyShownWhole(dialog);
}

void SizeDialogTest::typedSizesNameTheBoard_data()
{
    QTest::addColumn<QString>("opened");
    QTest::addColumn<QStringList>("typed");
    QTest::addColumn<bool>("strict");
    QTest::addColumn<QString>("expected");
    const auto row = [](RuleSet rules, int blue, int red, int holes, int reach) {
        return QString::fromStdString(Variant::longRow(rules, blue, red, holes, reach).spec());
    };
    QTest::newRow("classic 1") << "classic:3" << QStringList{"1", "1"} << false << "classic:1";
    QTest::newRow("classic 12x4") << "classic:3" << QStringList{"12", "4"} << false << "classic:12x4";
    QTest::newRow("classic 1000") << "classic:3" << QStringList{"1000", "1000"} << false << "classic:1000";
    QTest::newRow("classic at the limit") << "classic:3" << QStringList{"100000", "100000"} << false
                                          << "classic:100000";
    QTest::newRow("classic 10, 21 holes") << "classic:3" << QStringList{"10", "10"} << false << "classic:10";
    QTest::newRow("strict 7x3") << "strict:3" << QStringList{"7", "3"} << false << "strict:7x3";
    QTest::newRow("pairs 28") << "pairs:3" << QStringList{"28"} << false << "pairs:28";
    QTest::newRow("dudeney 6") << "dudeney:4" << QStringList{"6"} << false << "dudeney:6";
    QTest::newRow("grid 3") << "grid:2" << QStringList{"3"} << false << "grid:3";
    QTest::newRow("y 5") << "y:3" << QStringList{"5"} << false << "y:5";
    QTest::newRow("branch 6,2,2,3") << "branch:3,1,1,1" << QStringList{"6", "2", "2", "3"} << false
                                    << "branch:6,2,2,3";
    QTest::newRow("long row strict") << row(RuleSet::Classic, 2, 3, 2, 2) << QStringList{"5", "4", "3", "2"} << true
                                     << row(RuleSet::Strict, 5, 4, 3, 2);
    QTest::newRow("long row of 64 holes") << row(RuleSet::Classic, 2, 3, 2, 2) << QStringList{"30", "31", "3", "2"}
                                          << false << row(RuleSet::Classic, 30, 31, 3, 2);
}

// The counts typed, key by key, name exactly the board the core builds from
// them; the message names it and its holes, and is shown whole.
void SizeDialogTest::typedSizesNameTheBoard()
{
    QFETCH(QString, opened);
    QFETCH(QStringList, typed);
    QFETCH(bool, strict);
    QFETCH(QString, expected);
    const Variant variant = Variant::parse(opened.toStdString());
    SizeDialog dialog(variant);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    const QStringList fields = fieldsOf(variant.family());
    QCOMPARE(typed.size(), fields.size());
    for (qsizetype i = 0; i < fields.size(); ++i) {
        typeInto(dialog.findChild<QLineEdit*>(fields[i]), typed[i]);
    }
    if (auto* rules = dialog.findChild<QCheckBox*>("strictRules"); rules && rules->isChecked() != strict) {
        QTest::mouseClick(rules, Qt::LeftButton, {}, QPoint(8, rules->height() / 2));
    }
    const Variant board = Variant::parse(expected.toStdString());
    QVERIFY2(dialog.variant(), qPrintable(dialog.message()));
    QCOMPARE(dialog.variant()->spec(), board.spec());
    QVERIFY(dialog.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok)->isEnabled());
    const QString message = dialog.message();
    QVERIFY2(message.contains(QString::fromStdString(board.spec())), qPrintable(message));
    QVERIFY2(message.contains(QStringLiteral("%1 holes").arg(board.holeCount())), qPrintable(message));
    verifyShownWhole(dialog);
    verifyPreviewWholeOrEmpty(dialog, board);
}

void SizeDialogTest::refusalsAreSentencesShownWhole_data()
{
    QTest::addColumn<QString>("opened");
    QTest::addColumn<QStringList>("typed");
    QTest::addColumn<QString>("said");
    QTest::newRow("zero") << "classic:3" << QStringList{"0", "3"} << "from 1 to 100000";
    QTest::newRow("a word") << "classic:3" << QStringList{"ten", "3"} << "whole number";
    QTest::newRow("too many") << "classic:3" << QStringList{"100001", "3"} << "out of range";
    QTest::newRow("a very long number") << "strict:3" << QStringList{"3", QString(60, QLatin1Char('9'))}
                                        << "out of range";
    QTest::newRow("empty") << "pairs:3" << QStringList{""} << "number of pegs of each colour";
    QTest::newRow("too many frogs") << "dudeney:4" << QStringList{"13"} << "from 1 to 12";
    QTest::newRow("branch with too few blue") << "branch:3,1,1,1" << QStringList{"3", "1", "2", "1"}
                                              << "Too few blue pegs";
    QTest::newRow("long row of 2003 holes")
        << QString::fromStdString(Variant::longRow(RuleSet::Classic, 2, 3, 2, 2).spec())
        << QStringList{"1000", "1000", "3", "2"} << "at most 64 holes";
}

// A refusal is one or more sentences (a capital first, a full stop last),
// says what is wrong, leaves OK disabled and is shown whole however long.
void SizeDialogTest::refusalsAreSentencesShownWhole()
{
    QFETCH(QString, opened);
    QFETCH(QStringList, typed);
    QFETCH(QString, said);
    const Variant variant = Variant::parse(opened.toStdString());
    SizeDialog dialog(variant);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    const QStringList fields = fieldsOf(variant.family());
    for (qsizetype i = 0; i < fields.size(); ++i) {
        typeInto(dialog.findChild<QLineEdit*>(fields[i]), typed[i]);
    }
    QVERIFY(!dialog.variant());
    QVERIFY(!dialog.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok)->isEnabled());
    const QString message = dialog.message();
    QVERIFY2(message.contains(said), qPrintable(message));
    QVERIFY2(message.front().isUpper() && message.endsWith(QLatin1Char('.')), qPrintable(message));
    verifyShownWhole(dialog);
}

// Each preset fills the fields with its own board.
void SizeDialogTest::presetsFillTheFields()
{
    for (const char* spec : {"classic:3", "y:3", "branch:3,1,1,1", "grid:2"}) {
        SizeDialog dialog(Variant::parse(spec));
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        auto* presets = dialog.findChild<QComboBox*>("sizePresets");
        QVERIFY(presets->count() > 1);
        for (int i = 0; i < presets->count(); ++i) {
            presets->setFocus();
            // Choose preset i with the keyboard, as a player would.
            QTest::keyClick(presets, Qt::Key_Home);
            for (int step = 0; step < i; ++step) {
                QTest::keyClick(presets, Qt::Key_Down);
            }
            const QString preset = presets->itemData(i).toString();
            QVERIFY2(dialog.variant(), qPrintable(preset));
            QCOMPARE(QString::fromStdString(dialog.variant()->spec()), preset);
            verifyShownWhole(dialog);
        }
    }
}

// The Size menu's words for a row are claims about its start: "N a side"
// means N blue pegs left of the holes and N red right of them; otherwise
// the label gives at least the pegs of each colour. The pair-shift game
// starts with both colours on the left (BBBRRR__): not "a side".
void SizeDialogTest::rowPresetsSayWhereThePegsAre_data()
{
    QTest::addColumn<int>("family");
    QTest::newRow("classic") << static_cast<int>(Family::Classic);
    QTest::newRow("strict") << static_cast<int>(Family::Strict);
    QTest::newRow("pairs") << static_cast<int>(Family::Pairs);
}

void SizeDialogTest::rowPresetsSayWhereThePegsAre()
{
    QFETCH(int, family);
    for (const SizePreset& preset : sizePresets(static_cast<Family>(family))) {
        const Variant variant = Variant::parse(preset.spec);
        const QString start = QString::fromStdString(variant.start().text());
        const int number = preset.label.section(QLatin1Char(' '), 0, 0).toInt();
        QCOMPARE(variant.blueCount(), number);
        QCOMPARE(variant.redCount(), number);
        const int firstHole = static_cast<int>(start.indexOf(QLatin1Char('_')));
        const int lastHole = static_cast<int>(start.lastIndexOf(QLatin1Char('_')));
        const bool sidesApart = start.left(firstHole) == QString(number, QLatin1Char('B'))
                                && start.mid(lastHole + 1) == QString(number, QLatin1Char('R'));
        QVERIFY2(preset.label.contains(QLatin1String("a side")) == sidesApart,
                 qPrintable(preset.label + QLatin1String(": ") + start));
    }
}

// The table of board families (families/families.h) holds every family
// once, and each entry agrees with itself: its default board is of the
// family, its fields read that board and name it again, and a family the
// Variant menu starts at the current size has a row for every size.
void SizeDialogTest::everyFamilyHasOneWholeEntry()
{
    QCOMPARE(boardFamilies().size(), static_cast<std::size_t>(Family::Grid) + 1); // Grid is the last Family
    for (int value = 0; value <= static_cast<int>(Family::Grid); ++value) {
        const auto family = static_cast<Family>(value);
        const BoardFamily& entry = boardFamily(family);
        QCOMPARE(entry.family, family);
        const Variant board = Variant::parse(defaultSpec(family));
        QCOMPARE(board.family(), family);
        const std::vector<int> counts = entry.countsOf(board);
        QCOMPARE(counts.size(), entry.sizeFields.size());
        QString problem;
        const auto again = entry.boardOfCounts(counts, board.rules(), &problem);
        QVERIFY2(again && again->spec() == board.spec(), qPrintable(problem));
        QVERIFY(!entry.menuText().isEmpty() && !entry.sizeDialogTitle().isEmpty());
        QVERIFY(!entry.title(board).isEmpty() && !entry.goal(board).isEmpty() && !entry.rulesHtml(board).isEmpty());
        QCOMPARE(entry.whenChosen == WhenChosen::KeepSize, entry.rowOfSize != nullptr);
        QVERIFY(!sizePresets(family).empty());
    }
}

QTEST_MAIN(SizeDialogTest)
#include "tst_sizedialog.moc"
