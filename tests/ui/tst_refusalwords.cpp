// Issue 36, point 5: a refused input is said in the player's language. The
// core says what is wrong as data (model/refusal.h); the window words it
// (words/refusaltext.h). Driven through the real Game > Enter game ID dialog
// in German, with one typed ID for each kind of refusal a player can reach
// there: the sentence under the field is the German one built from the
// core's values, holds the values the player typed, and carries no English
// of the core's message.
//
// The two kinds the dialog cannot reach (an empty position, a move beyond
// the board) are checked on the words alone, from the core's own refusal.
#include "dialogs/custompuzzledialog.h"
#include "dialogs/gameiddialog.h"
#include "language/language.h"
#include "model/refusal.h"
#include "window/mainwindow.h"
#include "window_driver.h"
#include "words/gameid.h"
#include "words/refusaltext.h"

#include <QCheckBox>
#include <QMenu>
#include <QMenuBar>
#include <QLineEdit>
#include <QTest>
#include <QToolButton>

using namespace leapfrog;
using namespace leapfrog::ui;
using namespace leapfrog::testing;

Q_DECLARE_METATYPE(leapfrog::Refusal::Kind)

namespace {

// The core's refusal of a typed ID (it must carry one).
std::optional<Refusal> refusalOfTyped(const QString& typed, QString* english)
{
    try {
        parseGameId(typed);
    } catch (const InputError& error) {
        *english = QString::fromUtf8(error.what());
        if (const Refusal* refusal = refusalOf(error)) {
            return *refusal;
        }
    }
    return std::nullopt;
}

// The core's reason inside its English frame: `bad game ID "x": WHY; accepted: ...`.
QString englishReason(const QString& what)
{
    QString reason = what.section(QStringLiteral("; accepted:"), 0, 0);
    if (const qsizetype colon = reason.indexOf(QStringLiteral("\": ")); colon >= 0) {
        reason = reason.mid(colon + 3);
    }
    return reason;
}

// Words of the core's English that no German sentence holds.
const QStringList kEnglishWords = {QStringLiteral("bad "),     QStringLiteral(" hole"),    QStringLiteral("expected"),
                                   QStringLiteral("unknown"),  QStringLiteral("accepted"), QStringLiteral(" has "),
                                   QStringLiteral(" the "),    QStringLiteral("must "),
                                   QStringLiteral(" is not "), QStringLiteral("size "),    QStringLiteral("position \"")};

} // namespace

class RefusalWordsTest : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void init();
    void gameIdDialogSpeaksGerman_data();
    void gameIdDialogSpeaksGerman();
    void unreachableKindsAreWorded();
    void customPuzzleEditorSpeaksGerman();
    void unknownBoardNamesTheVariantMenu_data();
    void unknownBoardNamesTheVariantMenu();
};

void RefusalWordsTest::initTestCase() { useTestSettings(QStringLiteral("tst_refusalwords")); }

void RefusalWordsTest::cleanupTestCase() { installLanguage(QStringLiteral("en")); }

void RefusalWordsTest::init()
{
    resetSettings();
    QCOMPARE(installLanguage(QStringLiteral("de")).language(), QLocale::German);
}

void RefusalWordsTest::gameIdDialogSpeaksGerman_data()
{
    QTest::addColumn<QString>("typed");
    QTest::addColumn<Refusal::Kind>("kind");
    QTest::addColumn<QStringList>("values"); // what the player typed, said back
    using K = Refusal::Kind;
    const auto row = [](const char* typed, K kind, QStringList values) {
        QTest::newRow(typed) << QString::fromLatin1(typed) << kind << values;
    };
    row("classic:3@BB_RRRX", K::BadCharacter, {QStringLiteral("BB_RRRX"), QStringLiteral("X"), QStringLiteral("7")});
    row("frogs:3", K::UnknownVariant, {QStringLiteral("frogs")});
    row("classic:3@BB_BRR", K::WrongLength, {QStringLiteral("BB_BRR"), QStringLiteral("6"), QStringLiteral("7")});
    row("classic:3@BB_RRRR", K::WrongPegCount, {QStringLiteral("BB_RRRR"), QStringLiteral("2"), QStringLiteral("3")});
    row("classic:3@BBBRRRR", K::WrongPegCount, {QStringLiteral("BBBRRRR"), QStringLiteral("0"), QStringLiteral("1")});
    row("classic:3@BBB_RRY", K::WrongPegCount, {QStringLiteral("BBB_RRY"), QStringLiteral("2"), QStringLiteral("3")});
    row("classic3", K::NoNameColon, {QStringLiteral("classic3")});
    row("classic:", K::MissingSize, {QStringLiteral("classic:")});
    row("classic:a", K::SizeNotCount, {QStringLiteral("classic:a")});
    row("classic:-2", K::SizeNotCount, {QStringLiteral("-2")});
    row("classic:200000", K::SizeOverLimit, {QStringLiteral("200000"), QStringLiteral("100.000")});
    row("classic:3x2x1", K::WrongSizeCount, {QStringLiteral("classic:3x2x1"), QStringLiteral("classic:3x2")});
    row("y:1,2", K::WrongSizeCount, {QStringLiteral("y:1,2"), QStringLiteral("y:3")});
    row("dudeney:13", K::SizeOutOfRange, {QStringLiteral("dudeney:13"), QStringLiteral("12")});
    row("grid:4", K::SizeOutOfRange, {QStringLiteral("grid:4"), QStringLiteral("3")});
    row("branch:2,1,1,1", K::BranchShape, {QStringLiteral("branch:2,1,1,1")});
    row("classic:3h2h2", K::BadSuffix, {QStringLiteral("h2"), QStringLiteral("63")});
    row("classic:40h30", K::RowTooLong, {QStringLiteral("110"), QStringLiteral("64")});
    row("classic:3@", K::NoPositionAfterAt, {QStringLiteral("classic:3@")});
    row("classic:3@B@B", K::MoreThanOneAt, {QStringLiteral("classic:3@B@B")});
    row("dudeney:3@123_", K::NotARowBoard, {QStringLiteral("dudeney:3")});
    row("row:BR_BR", K::RowNoArrow, {QStringLiteral("row:BR_BR")});
    row("row:BR_BR>RB_RB,fast", K::RowBadOption, {QStringLiteral("fast")});
    row("row:BY_>_BR", K::RowBadCell, {QStringLiteral("2"), QStringLiteral("Y")});
    row("row:B_R>B_RR", K::RowLengthsDiffer, {QStringLiteral("3"), QStringLiteral("4")});
    row("row:B>B", K::RowLengthRange, {QStringLiteral("64"), QStringLiteral("1")});
    row("row:B_R>B_B", K::RowPegsDiffer, {QStringLiteral("2"), QStringLiteral("0")});
    row("row:BR>RB", K::RowNoEmpty, {});
    row("row:BX_>_BR", K::BadCharacter, {QStringLiteral("BX_"), QStringLiteral("X"), QStringLiteral("2")});
}

void RefusalWordsTest::gameIdDialogSpeaksGerman()
{
    QFETCH(QString, typed);
    QFETCH(Refusal::Kind, kind);
    QFETCH(QStringList, values);

    QString englishWhat;
    const std::optional<Refusal> refusal = refusalOfTyped(typed, &englishWhat);
    QVERIFY2(refusal, qPrintable(englishWhat)); // the core says what is wrong as data
    QCOMPARE(refusal->kind, kind);
    const QString german = refusalText(*refusal);
    installLanguage(QStringLiteral("en"));
    const QString english = refusalText(*refusal);
    installLanguage(QStringLiteral("de"));
    QVERIFY2(!german.isEmpty() && german != english, qPrintable(german)); // a German sentence of its own

    auto window = openWindow("classic:3", Shown::Active);
    action(*window, QStringLiteral("enterGameId"))->trigger();
    auto* dialog = window->findChild<GameIdDialog*>(QStringLiteral("gameIdDialog"));
    QVERIFY(dialog);
    QVERIFY(QTest::qWaitForWindowExposed(dialog));
    typeInto(dialog->field(), typed);
    QTest::keyClick(dialog->field(), Qt::Key_Return);
    QVERIFY(dialog->isVisible());
    const QString shown = dialog->problem();
    QVERIFY2(shown.contains(german), qPrintable(shown + QStringLiteral("\nexpected: ") + german));
    QVERIFY2(!shown.contains(englishReason(englishWhat), Qt::CaseInsensitive), qPrintable(shown));
    for (const QString& word : kEnglishWords) {
        QVERIFY2(!shown.contains(word, Qt::CaseInsensitive), qPrintable(word + QStringLiteral(" in: ") + shown));
    }
    for (const QString& value : values) {
        QVERIFY2(shown.contains(value), qPrintable(value + QStringLiteral(" not in: ") + shown));
    }
    QCOMPARE(dialog->field()->accessibleDescription(), shown); // a screen reader hears the same
}

void RefusalWordsTest::unreachableKindsAreWorded()
{
    const auto refused = [](auto&& act) -> std::optional<Refusal> {
        try {
            act();
        } catch (const InputError& error) {
            if (const Refusal* refusal = refusalOf(error)) {
                return *refusal;
            }
        }
        return std::nullopt;
    };
    const auto empty = refused([] { Position::fromText(""); });
    QVERIFY(empty && empty->kind == Refusal::Kind::EmptyPosition);
    const auto beyond = refused([] { Variant::parse("classic:3").parseMove("3-9"); });
    QVERIFY(beyond && beyond->kind == Refusal::Kind::MoveBeyondBoard);
    QCOMPARE(beyond->want, 7);
    for (const Refusal& refusal : {*empty, *beyond}) {
        const QString german = refusalText(refusal);
        installLanguage(QStringLiteral("en"));
        const QString english = refusalText(refusal);
        installLanguage(QStringLiteral("de"));
        QVERIFY2(!german.isEmpty() && german != english, qPrintable(german));
        for (const QString& word : kEnglishWords) {
            QVERIFY2(!german.contains(word, Qt::CaseInsensitive), qPrintable(german));
        }
    }
    QVERIFY(refusalText(*beyond).contains(QStringLiteral("3-9")));
}

void RefusalWordsTest::unknownBoardNamesTheVariantMenu_data()
{
    QTest::addColumn<QString>("language");
    for (const char* language : {"en", "de", "fr"}) {
        QTest::addRow("%s", language) << QString::fromLatin1(language);
    }
}

// The newcomer's report: Game > Enter game ID refused "frogs:3" with a list
// of boards in other words and another order than the Variant menu's. The
// refusal names the menu's families, in its words and its order.
void RefusalWordsTest::unknownBoardNamesTheVariantMenu()
{
    QFETCH(QString, language);
    installLanguage(language);
    auto window = openWindow("classic:3", Shown::Active);
    QStringList families; // the Variant menu's board families, as read
    for (QAction* entry : window->menuBar()->actions()) {
        for (QAction* item : entry->menu() ? entry->menu()->actions() : QList<QAction*>{}) {
            if (item->objectName().startsWith(QStringLiteral("family"))) {
                QString read = item->text().remove(QLatin1Char('&'));
                read.remove(QStringLiteral("...")).remove(QChar(0x2026));
                families << read.trimmed();
            }
        }
    }
    QCOMPARE(families.size(), 8);
    action(*window, QStringLiteral("enterGameId"))->trigger();
    auto* dialog = window->findChild<GameIdDialog*>(QStringLiteral("gameIdDialog"));
    QVERIFY(dialog);
    QVERIFY(QTest::qWaitForWindowExposed(dialog));
    typeInto(dialog->field(), QStringLiteral("frogs:3"));
    QTest::keyClick(dialog->field(), Qt::Key_Return);
    const QString shown = dialog->problem();
    installLanguage(QStringLiteral("en"));
    qsizetype at = 0;
    for (const QString& family : families) {
        const qsizetype found = shown.indexOf(family, at);
        QVERIFY2(found >= 0, qPrintable(family + QStringLiteral(" not (or not in the menu's order) in: ") + shown));
        at = found + family.size();
    }
}

// The custom puzzle editor says why a drawing is no puzzle in German too:
// a goal with a blue peg more than the start is unsolvable, said with the
// counts the player drew.
void RefusalWordsTest::customPuzzleEditorSpeaksGerman()
{
    CustomPuzzleDialog editor(Variant::parse("row:BR_BR>RB_RB"));
    editor.show();
    QVERIFY(QTest::qWaitForWindowExposed(&editor));
    auto* mirror = editor.findChild<QCheckBox*>(QStringLiteral("puzzleMirror"));
    QTest::mouseClick(mirror, Qt::LeftButton, {}, QPoint(8, mirror->height() / 2)); // the goal drawn by hand
    QVERIFY(!mirror->isChecked());
    QTest::mouseClick(editor.cell(1, 2), Qt::LeftButton); // a blue peg in the goal's empty hole
    const QString why = editor.verdictText();
    QVERIFY2(why.startsWith(QStringLiteral("Unlösbar.")), qPrintable(why));
    QVERIFY2(why.contains(QStringLiteral("2")) && why.contains(QStringLiteral("3")), qPrintable(why));
    for (const QString& word : kEnglishWords) {
        QVERIFY2(!why.contains(word, Qt::CaseInsensitive), qPrintable(word + QStringLiteral(" in: ") + why));
    }
    QVERIFY2(!why.contains(QStringLiteral("different pegs")), qPrintable(why));
}

QTEST_MAIN(RefusalWordsTest)
#include "tst_refusalwords.moc"
