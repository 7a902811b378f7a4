#include "sharing.h"

#include "dialogs/exportdialog.h"
#include "export/exporter.h"
#include "export/exportline.h"
#include "export/pageframe.h"
#include "export/strip.h"
#include "play/gamemodel.h"
#include "solutions/solutionplayer.h"
#include "words/filenames.h"

#include <QAction>
#include <QClipboard>
#include <QDir>
#include <QFileInfo>
#include <QGuiApplication>
#include <QMenu>
#include <QMessageBox>
#include <QPrintDialog>
#include <QPrintPreviewDialog>
#include <QPrinter>
#include "settings/settingkeys.h"
#include <QStandardPaths>
#include <QWidget>

#include <limits>

namespace leapfrog::ui {

namespace {

// A printer's document name is two things in Qt: the name its print dialog
// suggests for a file ("classic-3-solution-1.pdf": no character a file
// system refuses, lineFileStem) and the title a PDF written by it carries.
// The file's name is kept while the dialogs show; the pages are painted
// under their readable title ("classic:3, optimal solution 1 of 2").
void paintTitled(QPrinter& printer, const QString& title, const std::function<void()>& paint)
{
    const QString fileName = printer.docName();
    printer.setDocName(title);
    try {
        paint();
    } catch (...) {
        printer.setDocName(fileName);
        throw;
    }
    printer.setDocName(fileName);
}



QAction* newAction(QObject* parent, const QString& name, const QString& text, const QString& tip)
{
    auto* action = new QAction(text, parent);
    action->setObjectName(name);
    action->setStatusTip(tip);
    return action;
}

// The rank as a number of 64 bits: the solutions the player numbers beyond
// it are too many to print one of them anyway.
std::optional<std::uint64_t> smallRank(const std::optional<BigInt>& rank)
{
    if (!rank || !(*rank < BigInt(std::numeric_limits<std::uint64_t>::max()))) {
        return std::nullopt;
    }
    return rank->toUint64();
}

} // namespace

Sharing::Sharing(GameModel* model, SolutionPlayer* player, QWidget* window)
    : QObject(window)
    , model_(model)
    , player_(player)
    , window_(window)
    , work_(Budget{}, 1, this)
    , printer_(std::make_unique<QPrinter>(QPrinter::HighResolution))
{
    // The margins the pages keep whatever the printer allows (pageframe.h),
    // shown as such in the print dialog; the document's name and creator
    // are a PDF's title and creator, and a print queue's job name.
    printer_->setPageMargins(QMarginsF(kLeastPageMarginMm, kLeastPageMarginMm, kLeastPageMarginMm, kLeastPageMarginMm),
                             QPageLayout::Millimeter);
    printer_->setCreator(QStringLiteral("Leapfrog"));
    connect(&work_, &BackgroundWork::failed, this,
            [this](const QString& why) { Q_EMIT said(tr("Nothing to print or copy: %1").arg(why)); });
    connect(&work_, &BackgroundWork::outOfBudget, this, [this](const QString&) {
        Q_EMIT said(tr("No optimal solution was found within the time allowed, so there is nothing to print."));
    });
}

Sharing::~Sharing() = default;

void Sharing::addGameActions(QMenu* menu)
{
    QAction* copy = newAction(this, QStringLiteral("copyAsText"), tr("Cop&y as text"),
                              tr("Copies the position, the moves and their notation word, to paste anywhere."));
    copy->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    QAction* print = newAction(this, QStringLiteral("print"), tr("Pr&int..."),
                               tr("Prints the moves as a strip of small boards, one per move."));
    print->setShortcut(QKeySequence::Print);
    QAction* preview = newAction(this, QStringLiteral("printPreview"), tr("Print pre&view..."),
                                 tr("Shows the printed pages before they are printed."));
    QAction* exporting = newAction(this, QStringLiteral("export"), tr("E&xport..."),
                                   tr("Saves the moves as a PDF, a picture (SVG, PNG) or an animation (GIF)."));
    exporting->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    menu->addActions({copy, print, preview, exporting});
    connect(copy, &QAction::triggered, this, &Sharing::copyAsText);
    connect(print, &QAction::triggered, this, &Sharing::print);
    connect(preview, &QAction::triggered, this, &Sharing::printPreview);
    connect(exporting, &QAction::triggered, this, &Sharing::exportFile);
}

void Sharing::addWorksheetAction(QMenu* menu)
{
    QAction* worksheet = newAction(this, QStringLiteral("printWorksheet"), tr("Print a &worksheet..."),
                                   tr("Blank boards of 1 to 5 pegs a side and a table to fill in, for a class."));
    menu->addAction(worksheet);
    connect(worksheet, &QAction::triggered, this, &Sharing::printWorksheet);
}

ExportSource Sharing::source() const
{
    ExportSource source{model_->variant(), model_->game().currentLine(),
                        tr("My game on %1").arg(QString::fromStdString(model_->variant().spec())), std::nullopt,
                        !model_->unsolvable(), std::nullopt};
    if (player_->isWatching() && !player_->isReplay()) {
        source.shownRank = smallRank(player_->rank()).value_or(1);
    }
    if (player_->isWatching() && player_->isReady()) {
        // The board on show, in the solution or the replayed game: a picture shows it, not the line's end.
        source.shownMove = static_cast<std::size_t>(player_->playhead());
    }
    return source;
}

void Sharing::withLine(std::function<void(const ExportLine&, const QString&)> use)
{
    const ExportSource from = source();
    if (!from.shownRank && (!from.gameMoves.empty() || !from.solvable)) {
        std::optional<ExportLine> line;
        try {
            line = gameLine(from.variant, from.variant.start(), from.gameMoves, from.gameTitle);
        } catch (const std::exception& error) { // a game longer than an export holds
            Q_EMIT said(tr("Nothing to print or copy: %1").arg(QString::fromUtf8(error.what())));
            return;
        }
        use(*line, lineFileStem(from.variant, std::nullopt));
        return;
    }
    const Variant variant = from.variant;
    const std::uint64_t rank = from.shownRank.value_or(1);
    work_.run([variant, rank](const SearchControl& control) { return solutionLine(variant, rank, control); },
              [use = std::move(use), stem = lineFileStem(variant, rank)](const ExportLine& line) { use(line, stem); });
}

void Sharing::copyAsText()
{
    withLine([this](const ExportLine& line, const QString&) {
        QGuiApplication::clipboard()->setText(lineAsText(line));
        Q_EMIT said(tr("Copied %1 as text: the position, %n move(s) and their word.", nullptr,
                       static_cast<int>(line.moves.size()))
                        .arg(line.title));
    });
}

// A board too long for a row of the page is refused before any dialog,
// with the reason, rather than fail while the pages are drawn.
bool Sharing::printable(const ExportLine& line)
{
    QString why;
    if (stripFits(line.variant, &why)) {
        return true;
    }
    auto* refusal = new QMessageBox(QMessageBox::Information, tr("Cannot print %1").arg(line.title), why,
                                    QMessageBox::Ok, window_);
    refusal->setObjectName(QStringLiteral("printRefusal"));
    refusal->setAttribute(Qt::WA_DeleteOnClose);
    refusal->open();
    Q_EMIT said(why);
    return false;
}

void Sharing::print()
{
    withLine([this](const ExportLine& line, const QString& fileStem) {
        if (!printable(line)) {
            return;
        }
        printer_->setDocName(fileStem); // the name the dialog suggests for a file
        QPrintDialog dialog(printer_.get(), window_);
        dialog.setWindowTitle(tr("Print %1").arg(line.title));
        if (dialog.exec() != QDialog::Accepted) {
            return;
        }
        try {
            int pages = 0;
            paintTitled(*printer_, line.title, [&] { pages = paintStrip(*printer_, line, SearchControl{}); });
            Q_EMIT said(tr("Printed %1 on %n page(s).", nullptr, pages).arg(line.title));
        } catch (const std::exception& error) {
            Q_EMIT said(tr("Nothing was printed: %1").arg(QString::fromUtf8(error.what())));
        }
    });
}

void Sharing::printPreview()
{
    withLine([this](const ExportLine& line, const QString& fileStem) {
        if (!printable(line)) {
            return;
        }
        printer_->setDocName(fileStem); // the name its print dialog suggests for a file
        // Drawn from Qt's paintRequested: nothing may be thrown back into it.
        openPreview([this, line](QPrinter* printer) {
            try {
                paintTitled(*printer, line.title, [&] { paintStrip(*printer, line, SearchControl{}); });
            } catch (const std::exception& error) {
                Q_EMIT said(tr("The preview could not be drawn: %1").arg(QString::fromUtf8(error.what())));
            }
        });
        preview_->setWindowTitle(tr("Print preview: %1").arg(line.title));
    });
}

void Sharing::printWorksheet()
{
    printer_->setDocName(worksheetFileStem()); // the name its print dialog suggests for a file
    openPreview([](QPrinter* printer) { paintTitled(*printer, worksheetTitle(), [printer] { paintWorksheet(*printer); }); });
    preview_->setWindowTitle(tr("Print preview: a worksheet for a class"));
}

void Sharing::openPreview(std::function<void(QPrinter*)> paint)
{
    if (preview_) {
        preview_->close();
    }
    preview_ = new QPrintPreviewDialog(printer_.get(), window_);
    preview_->setObjectName(QStringLiteral("printPreview"));
    preview_->setAttribute(Qt::WA_DeleteOnClose);
    connect(preview_, &QPrintPreviewDialog::paintRequested, this, std::move(paint));
    connect(preview_, &QObject::destroyed, this, [this] { preview_ = nullptr; });
    preview_->resize(window_->size() * 9 / 10);
    preview_->open();
}

void Sharing::exportFile()
{
    QString folder = Settings().value(setting::exportFolder);
    if (folder.isEmpty()) {
        folder = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    }
    exportDialog_ = new ExportDialog(source(), folder, window_);
    exportDialog_->setAttribute(Qt::WA_DeleteOnClose);
    connect(exportDialog_, &QObject::destroyed, this, [this] { exportDialog_ = nullptr; });
    connect(exportDialog_, &ExportDialog::exported, this, [this](const QString& path, const QString& sentence) {
        Settings().setValue(setting::exportFolder, QFileInfo(path).absolutePath());
        Q_EMIT said(sentence);
    });
    exportDialog_->open();
}

} // namespace leapfrog::ui
