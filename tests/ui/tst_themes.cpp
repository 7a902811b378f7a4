// The window's themes (issue 24):
//  - in a dark desktop palette (Theme = Follow the desktop) and with Theme =
//    Dark on a light desktop, and in the two light cases, the side panel's
//    text and the move list's rows read at 4.5:1 at least, measured on the
//    window's own pixels (the text's strongest pixel against the most common
//    one round it), after a few moves the last of which jumps a peg over its
//    own colour (found by the test's rules), which the list marks improper;
//  - the window follows the desktop: a dark application palette makes it
//    dark, the light one back makes it light, at runtime; Theme = Light
//    keeps it light on a dark desktop;
//  - View > Preferences... with QTest's keys and clicks: Dark, OK makes the
//    window dark and is kept in the settings; reopened, it shows Dark; the
//    high-contrast board changes the board's pixels, and back restores them;
//    the view options it shares with the View menu stay in step with it;
//  - settings from before themes load (the desktop followed);
//  - exports (PNG, SVG, GIF) are the same files in a dark, high-contrast window;
//  - the cards over and under the board (the solved banner, the solution
//    player's bar, the tutorial's offer) follow the theme: in a dark window a
//    dark card, its text at 4.5:1 and its ×'s strokes at 3:1 on it, measured
//    on grabbed pixels, Dark chosen or the desktop turning dark while they
//    show; in a light window a light card, read as well;
//  - in Dark an unchecked check box's edge stands 3:1 off the dialog's background.
// The desktop palettes here are the test's own (Breeze-like), not the
// program's: the program's dark palette is what Theme = Dark is checked with.
#include "background/backgroundwork.h"
#include "board/banner.h"
#include "board/boardview.h"
#include "settings/preferences.h"
#include "language/language.h"
#include "export/exporter.h"
#include "panels/sidepanel.h"
#include "play/movelistmodel.h"
#include "solutions/playerbar.h"
#include "solutions/solutionplayer.h"
#include "row_bfs.h"
#include "search/machine_limits.h"
#include "tutorial/tutorial.h"
#include "window/mainwindow.h"
#include "window_driver.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCryptographicHash>
#include <QFile>
#include <QTemporaryDir>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QHeaderView>
#include <QLabel>
#include <QPropertyAnimation>
#include <QPushButton>
#include <QStyleOptionButton>
#include <QToolButton>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QTableView>
#include <QTest>

#include <cmath>
#include <map>

using namespace leapfrog;
using namespace leapfrog::testing;

namespace {

// A dark desktop as KDE's Breeze Dark paints it.
QPalette darkDesktop()
{
    QPalette palette(QColor(0x31, 0x36, 0x3B), QColor(0x31, 0x36, 0x3B));
    palette.setColor(QPalette::WindowText, QColor(0xEF, 0xF0, 0xF1));
    palette.setColor(QPalette::Text, QColor(0xEF, 0xF0, 0xF1));
    palette.setColor(QPalette::ButtonText, QColor(0xEF, 0xF0, 0xF1));
    palette.setColor(QPalette::Base, QColor(0x23, 0x26, 0x29));
    palette.setColor(QPalette::AlternateBase, QColor(0x2A, 0x2E, 0x32));
    palette.setColor(QPalette::Highlight, QColor(0x2B, 0x6E, 0xA8));
    palette.setColor(QPalette::HighlightedText, QColor(0xFF, 0xFF, 0xFF));
    return palette;
}

// Whether a palette is dark, by the test's own measure: its window's
// luminance below its text's.
bool looksDark(const QPalette& palette)
{
    const QColor window = palette.color(QPalette::Window);
    const QColor text = palette.color(QPalette::WindowText);
    return qGray(window.rgb()) < qGray(text.rgb());
}

// WCAG 2's contrast ratio, written here from its definition (not the
// program's helper, which chose the colours).
double channel(double c) { return c <= 0.03928 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4); }
double luminance(const QColor& c)
{
    return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF());
}
double contrastRatio(const QColor& a, const QColor& b)
{
    const double la = luminance(a);
    const double lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

// The most common colour in `area` of `image`: the background text stands on.
QColor commonColour(const QImage& image, const QRect& area)
{
    std::map<QRgb, int> counts;
    for (int y = area.top(); y <= area.bottom(); ++y) {
        for (int x = area.left(); x <= area.right(); ++x) {
            ++counts[image.pixel(x, y) | 0xFF000000u];
        }
    }
    const auto most = std::ranges::max_element(counts, {}, &std::pair<const QRgb, int>::second);
    return QColor::fromRgb(most->first);
}

// The strongest contrast of any pixel of `area` against its common colour:
// the core of the text's strokes (an empty area gives 1).
double textContrast(const QImage& image, const QRect& area)
{
    const QColor background = commonColour(image, area);
    double best = 1;
    for (int y = area.top(); y <= area.bottom(); ++y) {
        for (int x = area.left(); x <= area.right(); ++x) {
            best = std::max(best, contrastRatio(QColor::fromRgb(image.pixel(x, y)), background));
        }
    }
    return best;
}

// A widget's rectangle in the window's picture (device pixels).
QRect inPicture(const QWidget* widget, const QWidget* window, const QImage& picture)
{
    const QRect rect(widget->mapTo(window, QPoint(0, 0)), widget->size());
    const double ratio = picture.devicePixelRatio();
    return QRect(rect.topLeft() * ratio, rect.size() * ratio).intersected(picture.rect());
}

QImage picture(QWidget& widget)
{
    QImage image = widget.grab().toImage();
    return image.convertToFormat(QImage::Format_RGB32);
}

// The first move of the row that the test's breadth-first search says keeps
// the game optimal, as 1-based holes.
std::pair<int, int> optimalMove(const QString& row, const QString& goal)
{
    const std::map<QString, int> distance = classicDistancesToGoal(goal);
    const int empty = static_cast<int>(row.indexOf('_'));
    for (const int from : {empty - 2, empty - 1, empty + 1, empty + 2}) {
        if (from >= 0 && from < row.size() && distance.at(moved(row, from + 1, empty + 1)) == distance.at(row) - 1) {
            return {from + 1, empty + 1};
        }
    }
    return {-1, -1};
}

// A jump of a peg over a peg of its own colour into the empty hole, by the
// rules (leapfrog(6): a jump goes over one peg into the hole beyond).
std::pair<int, int> homoJump(const QString& row)
{
    const int empty = static_cast<int>(row.indexOf('_'));
    for (const int from : {empty - 2, empty + 2}) {
        if (from >= 0 && from < row.size() && row[from] == row[(from + empty) / 2]) {
            return {from + 1, empty + 1};
        }
    }
    return {-1, -1};
}

// A card's problems in the window's picture, or nothing: its paper (the
// most common colour of its rectangle) dark or light as the window is, by
// the window text's contrast on it; each visible label's text at 4.5:1 on
// its background; the close button's strokes at 3:1 on theirs.
QString cardProblems(const QImage& shown, const QWidget* window, const QWidget* card, const QWidget* cross, bool dark)
{
    QStringList problems;
    const QColor paper = commonColour(shown, inPicture(card, window, shown));
    const QColor ink = window->palette().color(QPalette::WindowText);
    if ((qGray(paper.rgb()) < qGray(ink.rgb())) != dark || contrastRatio(paper, ink) < 4.5) {
        problems << QStringLiteral("the paper %1 under the window's text %2").arg(paper.name(), ink.name());
    }
    int labels = 0;
    for (const QLabel* label : card->findChildren<QLabel*>()) {
        if (!label->isVisibleTo(window) || label->text().isEmpty()) {
            continue;
        }
        const QRect area = inPicture(label, window, shown);
        const double contrast = textContrast(shown, area);
        if (contrast < 4.5) {
            problems << QStringLiteral("%1: %2:1 on %3").arg(label->text().left(40)).arg(contrast).arg(commonColour(shown, area).name());
        }
        ++labels;
    }
    if (labels == 0) {
        problems << QStringLiteral("no text on the card");
    }
    if (!cross || !cross->isVisibleTo(window)) {
        problems << QStringLiteral("no close button");
    } else {
        const QRect area = inPicture(cross, window, shown);
        const double contrast = textContrast(shown, area);
        if (contrast < 3) {
            problems << QStringLiteral("the close button: %1:1 on %2").arg(contrast).arg(commonColour(shown, area).name());
        }
    }
    return problems.join(QStringLiteral("; "));
}

// How far apart two colours are (the sum of the channels' differences).
int colourDistance(const QColor& a, const QColor& b)
{
    return std::abs(a.red() - b.red()) + std::abs(a.green() - b.green()) + std::abs(a.blue() - b.blue());
}

// A card's coloured stripe along `side` (a left stripe or, on the banner, a
// top one), or its problems: the stripe's inner edge runs straight from end
// to end. A style sheet's rounded corners bent a thick border where it met the
// thin ones, notching the stripe's ends.
QString stripeProblems(const QImage& shown, const QWidget* window, const QWidget* card, Qt::Edge side)
{
    QImage area = shown.copy(inPicture(card, window, shown));
    if (side == Qt::TopEdge) {
        area = area.transformed(QTransform().rotate(-90)); // the top stripe as a left one
    }
    const int middle = area.height() / 2;
    const QColor stripe = area.pixelColor(2, middle);
    const QColor paper = commonColour(area, area.rect());
    if (colourDistance(stripe, paper) < 120) {
        return QStringLiteral("no stripe (%1 on %2)").arg(stripe.name(), paper.name());
    }
    // Where each row's stripe ends: its last pixel of the stripe's colour (near
    // enough for antialiasing; the outline's pixels, between paper and edge, are not).
    int innermost = 0;
    int outermost = area.width();
    for (int y = 0; y < area.height(); ++y) {
        int end = -1;
        for (int x = 0; x < std::min(area.width(), 12); ++x) { // short of the card's contents
            const QColor here = area.pixelColor(x, y);
            if (colourDistance(here, stripe) < 40) {
                end = x;
            }
        }
        if (end >= 0) {
            innermost = std::max(innermost, end);
            outermost = std::min(outermost, end);
        }
    }
    return innermost - outermost > 1
               ? QStringLiteral("the stripe's inner edge wanders from %1 to %2 px").arg(outermost).arg(innermost)
               : QString();
}

// The banner's close button: the tool button that is none of its actions'.
QToolButton* bannerCross(const ui::Banner* banner)
{
    for (QToolButton* button : banner->findChildren<QToolButton*>()) {
        if (!button->defaultAction()) {
            return button;
        }
    }
    return nullptr;
}

// Waits until the banner has faded in (its opacity animation stopped).
bool fadedIn(const ui::Banner* banner)
{
    return QTest::qWaitFor([&] {
        const auto* fade = banner->findChild<QPropertyAnimation*>();
        return banner->isVisible() && fade && fade->state() == QAbstractAnimation::Stopped;
    });
}

QDialog* openPreferences(ui::MainWindow& window)
{
    action(window, QStringLiteral("preferences"))->trigger();
    QDialog* dialog = nullptr;
    const bool shown = QTest::qWaitFor([&] {
        dialog = window.findChild<QDialog*>(QStringLiteral("preferencesDialog"));
        return dialog && dialog->isVisible();
    });
    return shown ? dialog : nullptr;
}

void clickOk(QDialog* dialog)
{
    auto* buttons = dialog->findChild<QDialogButtonBox*>();
    QTest::mouseClick(buttons->button(QDialogButtonBox::Ok), Qt::LeftButton);
}

} // namespace

class ThemesTest : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        useTestSettings(QStringLiteral("tst_themes"));
        lightDesktop_ = QApplication::palette();
        QVERIFY(!looksDark(lightDesktop_)); // the offscreen platform's own palette is light
    }
    void init() { resetSettings(); }
    void cleanup() { QApplication::setPalette(lightDesktop_); }

    void textReads_data();
    void textReads();
    void followsTheDesktop();
    void lightOverADarkDesktop();
    void preferencesDialog();
    void tableMemoryPreference();
    void memoryFigureWrittenAsItsField_data();
    void memoryFigureWrittenAsItsField();
    void backToTheDesktop();
    void oldSettingsLoad();
    void exportsStayOnPaper_data();
    void exportsStayOnPaper();
    void cardsFollowTheTheme_data();
    void cardsFollowTheTheme();
    void tutorialOfferInDark();
    void uncheckedBoxInDark();

private:
    QPalette lightDesktop_;
};

void ThemesTest::textReads_data()
{
    QTest::addColumn<bool>("desktopDark");
    QTest::addColumn<QString>("theme");
    QTest::addColumn<bool>("dark"); // what the window must be
    QTest::newRow("dark desktop, followed") << true << "system" << true;
    QTest::newRow("light desktop, Dark chosen") << false << "dark" << true;
    QTest::newRow("light desktop, followed") << false << "system" << false;
    QTest::newRow("dark desktop, Light chosen") << true << "light" << false;
}

void ThemesTest::textReads()
{
    QFETCH(bool, desktopDark);
    QFETCH(QString, theme);
    QFETCH(bool, dark);
    if (desktopDark) {
        QApplication::setPalette(darkDesktop());
    }
    ui::Settings().setValue(ui::setting::theme, theme);
    auto window = openWindow("classic:3", Shown::Exposed);
    QVERIFY(analysed(*window));
    QCOMPARE(looksDark(window->palette()), dark);

    // Two optimal moves, then a jump over the own colour.
    QString row = classicStart(3, 3);
    for (int made = 0; made < 2; ++made) {
        const auto [from, to] = optimalMove(row, classicGoal(3, 3));
        QVERIFY(from > 0);
        clickHole(*window, from - 1);
        row = moved(row, from, to);
        QCOMPARE(text(window->model()->game().position()), row);
    }
    const auto [jumpFrom, jumpTo] = homoJump(row);
    QVERIFY(jumpFrom > 0);
    clickHole(*window, jumpFrom - 1);
    QCOMPARE(text(window->model()->game().position()), moved(row, jumpFrom, jumpTo));
    QVERIFY(QTest::qWaitFor([&] { return verdictCell(*window, 2) == QStringLiteral("improper"); }, kReadyMs));
    QVERIFY(layOut(window.get())); // the panel round the new card

    const QImage shown = picture(*window);
    ui::SidePanel* panel = window->sidePanel();
    // Every label of the panel with text: its text against its background.
    int labels = 0;
    for (const QLabel* label : panel->findChildren<QLabel*>()) {
        if (!label->isVisibleTo(window.get()) || label->text().isEmpty()) {
            continue;
        }
        const QRect area = inPicture(label, window.get(), shown);
        const QColor background = commonColour(shown, area);
        const double contrast = textContrast(shown, area);
        QVERIFY2(contrast >= 4.5, qPrintable(QStringLiteral("%1: %2:1 on %3").arg(label->text().left(60)).arg(contrast).arg(background.name())));
        // The label's own text colour (a label may hold a quieter note whose
        // pixels the measure above would find instead), and rich text's own
        // colours, read on it too.
        const QColor own = label->palette().color(label->foregroundRole());
        QVERIFY2(contrastRatio(own, background) >= 4.5,
                 qPrintable(QStringLiteral("%1: its text %2 on %3").arg(label->text().left(60), own.name(), background.name())));
        static const QRegularExpression colour(QStringLiteral("color:\\s*(#[0-9A-Fa-f]{6})"));
        for (const QRegularExpressionMatch& match : colour.globalMatch(label->text())) {
            const double spanContrast = contrastRatio(QColor(match.captured(1)), background);
            QVERIFY2(spanContrast >= 4.5, qPrintable(QStringLiteral("%1 in %2: %3:1").arg(match.captured(1), label->text().left(60)).arg(spanContrast)));
        }
        ++labels;
    }
    QVERIFY(labels >= 5); // title, subtitle, note, the card's heading and reason, notation

    // The move list: each cell's text against its row's background.
    QTableView* list = panel->moveList();
    const QAbstractItemModel* model = list->model();
    QCOMPARE(model->rowCount(), 3);
    const int iconSpace = list->iconSize().width() + 8;
    for (int r = 0; r < model->rowCount(); ++r) {
        for (int column = 0; column < model->columnCount(); ++column) {
            if (list->isColumnHidden(column)) {
                continue;
            }
            const QModelIndex index = model->index(r, column);
            QRect cell = list->visualRect(index);
            if (column == ui::MoveListModel::VerdictColumn) {
                cell.setLeft(cell.left() + iconSpace); // the words, not the icon
            }
            cell.translate(list->viewport()->mapTo(window.get(), QPoint(0, 0)));
            const double ratio = shown.devicePixelRatio();
            const QRect area = QRect(cell.topLeft() * ratio, cell.size() * ratio).intersected(shown.rect());
            const double contrast = textContrast(shown, area);
            QVERIFY2(contrast >= 4.5, qPrintable(QStringLiteral("row %1 column %2 (%3): %4:1 on %5")
                                                     .arg(r + 1).arg(column).arg(model->data(index).toString())
                                                     .arg(contrast).arg(commonColour(shown, area).name())));
        }
    }
    // The improper row is marked by a background of its own, unlike either proper one.
    const auto rowColour = [&](int r) {
        const QRect cell = list->visualRect(model->index(r, 0)).translated(list->viewport()->mapTo(window.get(), QPoint(0, 0)));
        const double ratio = shown.devicePixelRatio();
        return commonColour(shown, QRect(cell.topLeft() * ratio, cell.size() * ratio));
    };
    QVERIFY(rowColour(2) != rowColour(0) && rowColour(2) != rowColour(1));
}

void ThemesTest::followsTheDesktop()
{
    auto window = openWindow("classic:2", Shown::Exposed);
    ui::BoardView* board = window->boardView();
    QVERIFY(!looksDark(window->palette()));
    QVERIFY(!board->look().dark);
    const QImage lightBoard = picture(*board);

    // The desktop turns dark (Qt passes the change on to the widgets from
    // its event loop).
    QApplication::setPalette(darkDesktop());
    QTRY_VERIFY(looksDark(window->palette()));
    QVERIFY(looksDark(window->sidePanel()->palette()));
    QVERIFY(board->look().dark);
    const QImage darkBoard = picture(*board);
    const QPoint table(12, 12); // inside the focus frame's width
    QVERIFY2(qGray(darkBoard.pixel(table)) < qGray(lightBoard.pixel(table)),
             qPrintable(QStringLiteral("the table %1 in dark, %2 in light").arg(darkBoard.pixelColor(table).name(),
                                                                                lightBoard.pixelColor(table).name())));

    QApplication::setPalette(lightDesktop_); // and light again
    QTRY_VERIFY(!looksDark(window->palette()));
    QVERIFY(!board->look().dark);
    QCOMPARE(picture(*board), lightBoard);
}

void ThemesTest::lightOverADarkDesktop()
{
    QApplication::setPalette(darkDesktop());
    ui::Settings().setValue(ui::setting::theme, QStringLiteral("light"));
    auto window = openWindow("classic:2", Shown::Exposed);
    QVERIFY(!looksDark(window->palette()));
    QVERIFY(!window->boardView()->look().dark);
    // Another dark palette from the desktop at runtime: still light.
    QPalette darker = darkDesktop();
    darker.setColor(QPalette::Window, QColor(0x20, 0x20, 0x20));
    QApplication::setPalette(darker);
    QCoreApplication::processEvents(); // the change passed on to the widgets, if it were to be
    QVERIFY(!looksDark(QApplication::palette()));
    QVERIFY(!looksDark(window->palette()));
    // The window closed, the desktop has its own palette back.
    window.reset();
    QCOMPARE(QApplication::palette().color(QPalette::Window), QColor(0x20, 0x20, 0x20));
}

// The memory the window's tables may use: by default what this machine can
// give (read here through the core), chosen in the dialog, kept in the
// settings, and given to the next background task.
void ThemesTest::tableMemoryPreference()
{
    const double gib = double(std::uint64_t{1} << 30);
    auto window = openWindow("classic:3", Shown::Active);
    QCOMPARE(ui::tableMemory(), static_cast<std::size_t>(readMachineMemory().usable()));
    QDialog* dialog = openPreferences(*window);
    QVERIFY(dialog);
    auto* memory = dialog->findChild<QDoubleSpinBox*>(QStringLiteral("tableMemoryChoice"));
    QVERIFY(memory);
    QCOMPARE(memory->value(), std::round(double(readMachineMemory().usable()) / gib * 100) / 100);
    memory->setFocus();
    memory->selectAll();
    QTest::keyClicks(memory, QStringLiteral("2"));
    QCOMPARE(memory->value(), 2.0);
    clickOk(dialog);
    QVERIFY(QTest::qWaitFor([&] { return !window->findChild<QDialog*>(QStringLiteral("preferencesDialog")); }));
    const std::size_t twoGiB = std::size_t{2} << 30;
    QCOMPARE(ui::tableMemory(), twoGiB);
    QCOMPARE(ui::Settings().value(ui::setting::tableMemory), std::uint64_t(twoGiB));
    ui::BackgroundWork work(ui::Budget{});
    std::optional<std::size_t> seen;
    work.run([](const SearchControl& control) { return control.memoryCap; }, [&](std::size_t cap) { seen = cap; });
    QTRY_VERIFY_WITH_TIMEOUT(seen.has_value(), 10000);
    QCOMPARE(*seen, twoGiB);
    // Back to the machine's: nothing pinned for the next start.
    dialog = openPreferences(*window);
    memory = dialog->findChild<QDoubleSpinBox*>(QStringLiteral("tableMemoryChoice"));
    QCOMPARE(memory->value(), 2.0);
    memory->setValue(std::round(double(readMachineMemory().usable()) / gib * 100) / 100);
    clickOk(dialog);
    QVERIFY(QTest::qWaitFor([&] { return !window->findChild<QDialog*>(QStringLiteral("preferencesDialog")); }));
    QCOMPARE(ui::Settings().value(ui::setting::tableMemory), std::uint64_t(0));
    QCOMPARE(ui::tableMemory(), static_cast<std::size_t>(readMachineMemory().usable()));
}

void ThemesTest::memoryFigureWrittenAsItsField_data()
{
    QTest::addColumn<QString>("language");
    for (const char* language : {"en", "de", "fr", "zh_CN"}) {
        QTest::newRow(language) << QString::fromLatin1(language);
    }
}

// The note under the memory field names the machine's figure, which is the
// field's own value until the player picks another: the same figure, written
// with the same digits and decimal sign (German "20,60", not "20.60").
void ThemesTest::memoryFigureWrittenAsItsField()
{
    QFETCH(QString, language);
    ui::installLanguage(language);
    const auto spokenBack = qScopeGuard([] { ui::installLanguage(QStringLiteral("en")); });
    auto window = openWindow("classic:3", Shown::Active);
    QDialog* dialog = openPreferences(*window);
    QVERIFY(dialog);
    auto* memory = dialog->findChild<QDoubleSpinBox*>(QStringLiteral("tableMemoryChoice"));
    auto* note = dialog->findChild<QLabel*>(QStringLiteral("tableMemoryNote"));
    QVERIFY(memory && note);
    const QString figure = memory->cleanText();
    QVERIFY2(note->text().contains(figure),
             qPrintable(QStringLiteral("the field shows %1, the note says: %2").arg(figure, note->text())));
    dialog->reject();
}

void ThemesTest::preferencesDialog()
{
    auto window = openWindow("classic:3", Shown::Active);
    QVERIFY(!looksDark(window->palette()));
    QDialog* dialog = openPreferences(*window);
    QVERIFY(dialog);
    auto* theme = dialog->findChild<QComboBox*>(QStringLiteral("themeChoice"));
    QVERIFY(theme);
    QCOMPARE(theme->currentText(), QStringLiteral("Follow the desktop"));
    theme->setFocus();
    QTest::keyClick(theme, Qt::Key_End); // the last choice: Dark
    QCOMPARE(theme->currentText(), QStringLiteral("Dark"));
    clickOk(dialog);
    QVERIFY(QTest::qWaitFor([&] { return !window->findChild<QDialog*>(QStringLiteral("preferencesDialog")); }));
    QVERIFY(looksDark(window->palette()));
    QVERIFY(window->boardView()->look().dark);
    QCOMPARE(ui::Settings().value(ui::setting::theme), QStringLiteral("dark"));

    dialog = openPreferences(*window);
    QVERIFY(dialog);
    theme = dialog->findChild<QComboBox*>(QStringLiteral("themeChoice"));
    QCOMPARE(theme->currentText(), QStringLiteral("Dark"));

    // High contrast: the board's pixels change, its table turns black.
    ui::BoardView* board = window->boardView();
    const QImage before = picture(*board); // (under the dialog: the board has not the keyboard)
    const QPoint corner(12, 12); // the table, inside the focus frame
    QVERIFY(before.pixelColor(corner) != QColor(Qt::black));
    auto* contrast = dialog->findChild<QCheckBox*>(QStringLiteral("highContrast"));
    QVERIFY(contrast && !contrast->isChecked());
    QTest::mouseClick(contrast, Qt::LeftButton, {}, QPoint(8, contrast->height() / 2));
    QVERIFY(contrast->isChecked());
    clickOk(dialog);
    QVERIFY(QTest::qWaitFor([&] { return !window->findChild<QDialog*>(QStringLiteral("preferencesDialog")); }));
    QVERIFY(ui::Settings().value(ui::setting::highContrast));
    const QImage high = picture(*board);
    QVERIFY(high != before);
    QCOMPARE(high.pixelColor(corner), QColor(Qt::black));

    // And back: the board as it was. The goal marks off here are off in
    // the View menu too (one set of preferences).
    dialog = openPreferences(*window);
    contrast = dialog->findChild<QCheckBox*>(QStringLiteral("highContrast"));
    QVERIFY(contrast->isChecked());
    QTest::mouseClick(contrast, Qt::LeftButton, {}, QPoint(8, contrast->height() / 2));
    auto* goalMarks = dialog->findChild<QCheckBox*>(QStringLiteral("goalMarksOption"));
    QVERIFY(goalMarks->isChecked() && action(*window, QStringLiteral("goalMarks"))->isChecked());
    QTest::mouseClick(goalMarks, Qt::LeftButton, {}, QPoint(8, goalMarks->height() / 2));
    clickOk(dialog);
    QVERIFY(QTest::qWaitFor([&] { return !window->findChild<QDialog*>(QStringLiteral("preferencesDialog")); }));
    QVERIFY(!action(*window, QStringLiteral("goalMarks"))->isChecked());
    QVERIFY(!ui::Settings().value(ui::setting::goalMarks));
    action(*window, QStringLiteral("goalMarks"))->trigger(); // on again, from the menu
    dialog = openPreferences(*window);
    QVERIFY(dialog->findChild<QCheckBox*>(QStringLiteral("goalMarksOption"))->isChecked());
    clickOk(dialog);
    QVERIFY(QTest::qWaitFor([&] { return !window->findChild<QDialog*>(QStringLiteral("preferencesDialog")); }));
    // The keyboard back on the board once the dialog has gone; its frame
    // aside (it was under the dialog before), the board is as it was.
    QVERIFY(QTest::qWaitFor([&] { return board->hasFocus(); }));
    board->clearFocus();
    QCOMPARE(picture(*board), before);
}

// Dark, then Follow the desktop again: the desktop's own palette comes back
// as a palette nobody set (the platform's, which may change later), not a
// copy pinned over it.
void ThemesTest::backToTheDesktop()
{
    QCOMPARE(QApplication::palette().resolveMask(), QPalette::ResolveMask(0)); // nobody set one
    ui::Settings().setValue(ui::setting::theme, QStringLiteral("dark"));
    auto window = openWindow("classic:2", Shown::Active);
    QTRY_VERIFY(looksDark(window->palette()));
    QDialog* dialog = openPreferences(*window);
    QVERIFY(dialog);
    auto* theme = dialog->findChild<QComboBox*>(QStringLiteral("themeChoice"));
    theme->setFocus();
    QTest::keyClick(theme, Qt::Key_Home); // the first choice: Follow the desktop
    QCOMPARE(theme->currentText(), QStringLiteral("Follow the desktop"));
    clickOk(dialog);
    QTRY_VERIFY(!looksDark(window->palette()));
    QCOMPARE(QApplication::palette().resolveMask(), QPalette::ResolveMask(0));
}

// Settings written before themes (no keys) or edited by hand (an unknown
// theme): the desktop followed, the board's own look.
void ThemesTest::oldSettingsLoad()
{
    ui::Settings settings;
    settings.setValue(ui::setting::holeNumbers, false);
    ui::Preferences loaded = ui::Preferences::load(settings);
    QCOMPARE(loaded.theme, ui::Theme::System);
    QVERIFY(!loaded.highContrast);
    QVERIFY(!loaded.holeNumbers); // the keys that are there still count
    settings.setValue(ui::setting::theme, QStringLiteral("purple"));
    QCOMPARE(ui::Preferences::load(settings).theme, ui::Theme::System);
    settings.setValue(ui::setting::theme, QStringLiteral("dark"));
    QCOMPARE(ui::Preferences::load(settings).theme, ui::Theme::Dark);
}

// Exports are for paper: a picture or an animation is the same file whether
// the window is light, dark or high contrast.
void ThemesTest::exportsStayOnPaper_data()
{
    QTest::addColumn<int>("format");
    QTest::newRow("png") << static_cast<int>(ui::ExportFormat::Png);
    QTest::newRow("svg") << static_cast<int>(ui::ExportFormat::Svg);
    QTest::newRow("gif") << static_cast<int>(ui::ExportFormat::Gif);
}

void ThemesTest::exportsStayOnPaper()
{
    QFETCH(int, format);
    const Variant variant = Variant::parse("classic:2");
    const ui::ExportLine line = ui::solutionLine(variant, 1, {});
    ui::ExportOptions options;
    options.format = static_cast<ui::ExportFormat>(format);
    QTemporaryDir folder;
    QVERIFY(folder.isValid());
    const auto written = [&](const QString& name) {
        const QString path = folder.filePath(name);
        ui::writeExport(line, options, path, {});
        QFile file(path);
        return file.open(QIODevice::ReadOnly) ? QCryptographicHash::hash(file.readAll(), QCryptographicHash::Sha256)
                                              : QByteArray();
    };
    const QByteArray light = written(QStringLiteral("light"));
    QVERIFY(!light.isEmpty());
    ui::Settings().setValue(ui::setting::theme, QStringLiteral("dark"));
    ui::Settings().setValue(ui::setting::highContrast, true);
    auto window = openWindow("classic:2", Shown::Exposed);
    QTRY_VERIFY(looksDark(window->palette()));
    QVERIFY(window->boardView()->look().highContrast);
    QCOMPARE(written(QStringLiteral("dark")), light);
}

void ThemesTest::cardsFollowTheTheme_data()
{
    QTest::addColumn<QString>("theme");
    QTest::addColumn<bool>("turnsDark"); // the desktop turns dark once the banner shows
    QTest::addColumn<bool>("dark");      // what the cards must be
    QTest::newRow("Dark chosen") << "dark" << false << true;
    QTest::newRow("desktop turns dark, followed") << "system" << true << true;
    QTest::newRow("light desktop, followed") << "system" << false << false;
}

void ThemesTest::cardsFollowTheTheme()
{
    QFETCH(QString, theme);
    QFETCH(bool, turnsDark);
    QFETCH(bool, dark);
    ui::Settings().setValue(ui::setting::theme, theme);
    auto window = openWindow("classic:2", Shown::Active);
    QVERIFY(analysed(*window));

    // Solved by the test's own search: the banner celebrates.
    QString row = classicStart(2, 2);
    while (row != classicGoal(2, 2)) {
        const auto [from, to] = optimalMove(row, classicGoal(2, 2));
        QVERIFY(from > 0);
        clickHole(*window, from - 1);
        row = moved(row, from, to);
        QCOMPARE(text(window->model()->game().position()), row);
    }
    ui::Banner* banner = window->banner();
    QVERIFY(banner->isPresented());
    QVERIFY(fadedIn(banner));
    if (turnsDark) {
        QApplication::setPalette(darkDesktop());
        QTRY_VERIFY(looksDark(window->palette()));
    }
    QCOMPARE(looksDark(window->palette()), dark);
    QString problems = cardProblems(picture(*window), window.get(), banner, bannerCross(banner), dark);
    QVERIFY2(problems.isEmpty(), qPrintable(QStringLiteral("the banner: ") + problems));
    problems = stripeProblems(picture(*window), window.get(), banner, Qt::TopEdge);
    QVERIFY2(problems.isEmpty(), qPrintable(QStringLiteral("the banner: ") + problems));
    const auto* verdict = window->findChild<QWidget*>(QStringLiteral("verdictCard"));
    QVERIFY(verdict && verdict->isVisible());
    problems = stripeProblems(picture(*window), window.get(), verdict, Qt::LeftEdge);
    QVERIFY2(problems.isEmpty(), qPrintable(QStringLiteral("the verdict's card: ") + problems));

    // The solution player's bar, from the start, paused there.
    QTest::keySequence(window->boardView(), action(*window, QStringLiteral("watchFromStart"))->shortcut());
    QVERIFY(QTest::qWaitFor([&] { return window->player()->isReady(); }, kReadyMs));
    window->player()->pause();
    ui::PlayerBar* bar = window->playerBar();
    QTRY_VERIFY(bar->isVisible());
    QVERIFY(layOut(window.get())); // the bar
    problems = cardProblems(picture(*window), window.get(), bar, bar->findChild<QToolButton*>(QStringLiteral("closePlayer")), dark);
    QVERIFY2(problems.isEmpty(), qPrintable(QStringLiteral("the player's bar: ") + problems));
}

// The first start's offer, "New to Leapfrog?", in Dark.
void ThemesTest::tutorialOfferInDark()
{
    ui::Settings().remove(ui::setting::tutorialSeen);
    ui::Settings().setValue(ui::setting::theme, QStringLiteral("dark"));
    auto window = openWindow("classic:2", Shown::Exposed);
    QFrame* card = nullptr;
    QVERIFY(QTest::qWaitFor([&] {
        card = window->findChild<QFrame*>(QStringLiteral("tutorialCard"));
        return card && card->isVisible();
    }));
    QVERIFY(layOut(window.get())); // the card
    const QImage shown = picture(*window);
    // The card has no ×: its buttons' text stands in for it (3:1 is the least they need).
    QString problems = cardProblems(shown, window.get(), card, card->findChild<QPushButton*>(QStringLiteral("tutorialStart")), true);
    QVERIFY2(problems.isEmpty(), qPrintable(problems));
    problems = stripeProblems(shown, window.get(), card, Qt::LeftEdge);
    QVERIFY2(problems.isEmpty(), qPrintable(problems));
}

// In Dark, an unchecked check box: its box's edge 3:1 off the dialog's
// background, as a control's outline wants.
void ThemesTest::uncheckedBoxInDark()
{
    ui::Settings().setValue(ui::setting::theme, QStringLiteral("dark"));
    auto window = openWindow("classic:2", Shown::Active);
    QTRY_VERIFY(looksDark(window->palette()));
    QDialog* dialog = openPreferences(*window);
    QVERIFY(dialog);
    auto* box = dialog->findChild<QCheckBox*>(QStringLiteral("highContrast"));
    QVERIFY(box && !box->isChecked());
    const QImage shown = picture(*dialog);
    QStyleOptionButton option;
    option.initFrom(box);
    QRect indicator = box->style()->subElementRect(QStyle::SE_CheckBoxIndicator, &option, box);
    indicator.translate(box->mapTo(dialog, QPoint(0, 0)));
    const double ratio = shown.devicePixelRatio();
    const QRect area = QRect(indicator.topLeft() * ratio, indicator.size() * ratio).intersected(shown.rect());
    QVERIFY(!area.isEmpty());
    const QColor background = commonColour(shown, inPicture(dialog, dialog, shown));
    double edge = 1;
    for (int y = area.top(); y <= area.bottom(); ++y) {
        for (int x = area.left(); x <= area.right(); ++x) {
            edge = std::max(edge, contrastRatio(QColor::fromRgb(shown.pixel(x, y)), background));
        }
    }
    QVERIFY2(edge >= 3, qPrintable(QStringLiteral("the box's edge %1:1 on %2").arg(edge).arg(background.name())));
    clickOk(dialog);
}

QTEST_MAIN(ThemesTest)
#include "tst_themes.moc"
