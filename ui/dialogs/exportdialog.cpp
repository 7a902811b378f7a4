#include "exportdialog.h"

#include "export/exportline.h"
#include "growtofit.h"
#include "words/filenames.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include "settings/settingkeys.h"
#include <QSizePolicy>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>

namespace leapfrog::ui {

namespace {


QString suffixOf(ExportFormat format) { return exportExtension(format); }

} // namespace

ExportDialog::ExportDialog(ExportSource source, const QString& folder, QWidget* parent)
    : QDialog(parent)
    , source_(std::move(source))
    , work_(Budget{}, 1, this)
    , content_(new QComboBox(this))
    , rank_(new QSpinBox(this))
    , format_(new QComboBox(this))
    , width_(new QSpinBox(this))
    , height_(new QSpinBox(this))
    , pace_(new QSpinBox(this))
    , path_(new QLineEdit(this))
    , browse_(new QPushButton(tr("&Browse..."), this))
    , message_(new QLabel(this))
    , progress_(new QProgressBar(this))
    , export_(new QPushButton(tr("&Export"), this))
    , close_(new QPushButton(tr("Close"), this))
{
    nameWidgets();
    fillChoices();
    restoreChoices(folder);
    buildLayout();
    connectControls();
    connectWork();
    check();
}

void ExportDialog::nameWidgets()
{
    setObjectName(QStringLiteral("exportDialog"));
    setWindowTitle(tr("Export"));
    content_->setObjectName(QStringLiteral("exportContent"));
    rank_->setObjectName(QStringLiteral("exportRank"));
    format_->setObjectName(QStringLiteral("exportFormat"));
    width_->setObjectName(QStringLiteral("exportWidth"));
    height_->setObjectName(QStringLiteral("exportHeight"));
    pace_->setObjectName(QStringLiteral("exportPace"));
    path_->setObjectName(QStringLiteral("exportPath"));
    message_->setObjectName(QStringLiteral("exportMessage"));
    progress_->setObjectName(QStringLiteral("exportProgress"));
    export_->setObjectName(QStringLiteral("exportStart"));
}

// What, in which form, at what size and pace: the choices and their ranges.
void ExportDialog::fillChoices()
{
    const int moves = static_cast<int>(source_.gameMoves.size());
    content_->addItem(tr("My game (%n move(s))", nullptr, moves));
    content_->addItem(tr("An optimal solution"));
    // A game without moves is the start alone: a solution says more.
    const bool gameFirst = moves > 0 && !source_.shownRank;
    content_->setCurrentIndex(gameFirst || !source_.solvable ? 0 : 1);
    if (!source_.solvable) {
        content_->setItemData(1, false, Qt::UserRole - 1); // disabled: there is none
    }
    rank_->setRange(1, 1'000'000);
    rank_->setPrefix(tr("number "));
    rank_->setValue(source_.shownRank ? static_cast<int>(std::min<std::uint64_t>(*source_.shownRank, 1'000'000)) : 1);
    rank_->setToolTip(tr("Optimal solutions are numbered in the order leapfrog-cli solve --solution K uses."));

    format_->addItem(tr("PDF: a strip of boards, one per move"), static_cast<int>(ExportFormat::Pdf));
    format_->addItem(tr("SVG: a picture of the board"), static_cast<int>(ExportFormat::Svg));
    format_->addItem(tr("PNG: a picture of the board"), static_cast<int>(ExportFormat::Png));
    format_->addItem(tr("GIF: an animation, one frame per move"), static_cast<int>(ExportFormat::Gif));

    const QSize size = defaultExportSize(source_.variant);
    width_->setRange(1, kLargestPictureSide);
    height_->setRange(1, kLargestPictureSide);
    width_->setValue(size.width());
    height_->setValue(size.height());
    width_->setSuffix(tr(" px"));
    height_->setSuffix(tr(" px"));
    pace_->setRange(kFastestPaceMs, kSlowestPaceMs);
    pace_->setSingleStep(50);
    pace_->setValue(500);
    pace_->setSuffix(tr(" ms a move"));
}

// The form and pace chosen last time, the size fitted to this board; the file
// suggested in `folder`.
void ExportDialog::restoreChoices(const QString& folder)
{
    const Settings settings;
    // Nothing kept (-1): PDF, the first format, at the pace the dialog starts with.
    const int lastFormat = format_->findData(settings.value(setting::exportFormat));
    format_->setCurrentIndex(std::max(lastFormat, 0));
    if (const int pace = settings.value(setting::exportPace); pace > 0) {
        pace_->setValue(pace);
    }

    // A folder that does not exist yet (Documents on a fresh account) would
    // fail the first export: the home folder stands in.
    const QString into = QFileInfo(folder).isDir() ? folder : QDir::homePath();
    suggested_ = suggestedName();
    path_->setText(QDir(into).filePath(suggested_));
}

void ExportDialog::buildLayout()
{
    message_->setWordWrap(true);
    message_->setMinimumWidth(380);
    path_->setMinimumWidth(320);
    // The progress bar and the message keep their room when empty, so that
    // nothing moves under the pointer when they show.
    QSizePolicy keep = progress_->sizePolicy();
    keep.setRetainSizeWhenHidden(true);
    progress_->setSizePolicy(keep);
    progress_->setVisible(false);
    message_->setMinimumHeight(message_->fontMetrics().lineSpacing() * 2);
    export_->setDefault(true);

    auto* what = new QHBoxLayout;
    what->addWidget(content_, 1);
    what->addWidget(rank_);
    auto* sizeRow = new QHBoxLayout;
    sizeRow->addWidget(width_);
    sizeRow->addWidget(new QLabel(QStringLiteral("×"), this));
    sizeRow->addWidget(height_);
    sizeRow->addStretch(1);
    auto* fileRow = new QHBoxLayout;
    fileRow->addWidget(path_, 1);
    fileRow->addWidget(browse_);
    // A row of several fields has a label of its own, whose shortcut goes
    // to the row's first field.
    auto labelFor = [this](const QString& text, QWidget* buddy) {
        auto* label = new QLabel(text, this);
        label->setBuddy(buddy);
        return label;
    };
    auto* form = new QFormLayout;
    form->addRow(labelFor(tr("&What:"), content_), what);
    form->addRow(tr("&Form:"), format_);
    form->addRow(labelFor(tr("&Size:"), width_), sizeRow);
    form->addRow(tr("&Pace:"), pace_);
    form->addRow(labelFor(tr("F&ile:"), path_), fileRow);
    auto* buttons = new QDialogButtonBox(this);
    buttons->addButton(export_, QDialogButtonBox::AcceptRole);
    buttons->addButton(close_, QDialogButtonBox::RejectRole);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(message_);
    layout->addWidget(progress_);
    layout->addWidget(buttons);
}

void ExportDialog::connectControls()
{
    connect(content_, &QComboBox::currentIndexChanged, this, &ExportDialog::update);
    connect(format_, &QComboBox::currentIndexChanged, this, &ExportDialog::formatChanged);
    for (QSpinBox* box : {rank_, width_, height_}) {
        connect(box, &QSpinBox::valueChanged, this, &ExportDialog::update);
    }
    connect(path_, &QLineEdit::textChanged, this, &ExportDialog::update);
    connect(browse_, &QPushButton::clicked, this, &ExportDialog::browse);
    connect(export_, &QPushButton::clicked, this, &ExportDialog::start);
    // Close cancels a running export (its file is then never written).
    connect(close_, &QPushButton::clicked, this, [this] {
        if (work_.busy()) {
            work_.cancel();
        } else {
            reject();
        }
    });
}

// The export's progress, and how it ended.
void ExportDialog::connectWork()
{
    connect(&work_, &BackgroundWork::progressed, this, [this](const SearchProgress& progress) {
        if (progress.total > 0) {
            progress_->setRange(0, static_cast<int>(progress.total));
            progress_->setValue(static_cast<int>(progress.done));
        }
    });
    connect(&work_, &BackgroundWork::busyChanged, this, &ExportDialog::setRunning);
    connect(&work_, &BackgroundWork::cancelObserved, this,
            [this] { say(tr("Export cancelled: no file was written.")); });
    connect(&work_, &BackgroundWork::failed, this,
            [this](const QString& why) { say(tr("Nothing was exported: %1").arg(why)); });
    connect(&work_, &BackgroundWork::outOfBudget, this, [this](const QString& why) {
        say(tr("The solution was not found within the time allowed, so nothing was exported (%1).").arg(why));
    });
}

QString ExportDialog::path() const { return path_->text().trimmed(); }

ExportFormat ExportDialog::format() const { return static_cast<ExportFormat>(format_->currentData().toInt()); }

bool ExportDialog::exportsGame() const { return content_->currentIndex() == 0; }

ExportOptions ExportDialog::options() const
{
    ExportOptions options;
    options.format = format();
    options.size = QSize(width_->value(), height_->value());
    options.paceMs = pace_->value();
    return options;
}

QString ExportDialog::suggestedName() const
{
    const std::optional<std::uint64_t> solution =
        exportsGame() ? std::nullopt : std::optional<std::uint64_t>(static_cast<std::uint64_t>(rank_->value()));
    return QStringLiteral("%1.%2").arg(lineFileStem(source_.variant, solution), suffixOf(format()));
}

// The file keeps its folder and name; its suffix follows the form chosen.
void ExportDialog::formatChanged()
{
    const QFileInfo file(path());
    static const QStringList known{QStringLiteral("pdf"), QStringLiteral("svg"), QStringLiteral("png"),
                                   QStringLiteral("gif")};
    if (!path().isEmpty() && known.contains(file.suffix().toLower())) {
        path_->setText(QDir(file.path()).filePath(file.completeBaseName() + QLatin1Char('.') + suffixOf(format())));
    }
    update();
}

void ExportDialog::update()
{
    outcome_.clear();
    followSuggestedName();
    check();
}

// While the file's name is still the one suggested, it follows what is
// exported (my-game, solution-2); a name the player typed stays.
void ExportDialog::followSuggestedName()
{
    const QFileInfo file(path());
    const QString now = suggestedName();
    if (file.fileName() == suggested_ && now != suggested_) {
        path_->setText(QDir(file.path()).filePath(now));
    }
    suggested_ = now;
}

void ExportDialog::check()
{
    if (work_.busy()) {
        return; // the fields are locked until it ends
    }
    const ExportFormat chosen = format();
    const bool picture = chosen != ExportFormat::Pdf;
    width_->setEnabled(picture);
    height_->setEnabled(picture);
    pace_->setEnabled(chosen == ExportFormat::Gif);
    rank_->setEnabled(!exportsGame());

    QString problem;
    QString why;
    if (exportsGame() && source_.gameMoves.empty() && chosen != ExportFormat::Svg && chosen != ExportFormat::Png) {
        problem = source_.solvable ? tr("Your game has no moves yet: play some, or export an optimal solution.")
                                   : tr("Your game has no moves yet: play some first.");
    } else if (!exportsGame() && !source_.solvable) {
        problem = tr("This board has no solution to export.");
    } else if (picture && !exportSizeFits(source_.variant, options().size, &why)) {
        problem = why;
    } else if (path().isEmpty()) {
        problem = tr("Choose a file to write.");
    }
    export_->setEnabled(problem.isEmpty());
    // A refusal of the choices shows until it is mended; otherwise how the
    // last export ended, until the next choice.
    showMessage(problem.isEmpty() ? outcome_ : problem);
}

void ExportDialog::browse()
{
    const QString suffix = suffixOf(format());
    const QString chosen = QFileDialog::getSaveFileName(this, tr("Export to"), path(),
                                                        tr("%1 files (*.%2)").arg(suffix.toUpper(), suffix));
    if (!chosen.isEmpty()) {
        path_->setText(chosen);
    }
}

void ExportDialog::start()
{
    const QString target = path();
    if (QFileInfo::exists(target)
        && QMessageBox::question(this, tr("Replace the file?"),
                                 tr("%1 already exists. Replace it?").arg(QFileInfo(target).fileName()))
               != QMessageBox::Yes) {
        return;
    }
    writing_ = target;
    const ExportOptions chosen = options();
    {
        Settings settings;
        settings.setValue(setting::exportFormat, static_cast<int>(chosen.format));
        settings.setValue(setting::exportPace, chosen.paceMs);
    }
    const Variant variant = source_.variant;
    const bool game = exportsGame();
    const std::vector<Move> moves = source_.gameMoves;
    const QString title = source_.gameTitle;
    const auto rank = static_cast<std::uint64_t>(rank_->value());
    // The board the player looks at, when this is the line on show.
    const bool onShow = game ? !source_.shownRank : source_.shownRank == rank;
    const std::optional<std::size_t> pictured = onShow ? source_.shownMove : std::nullopt;
    const bool picture = chosen.format == ExportFormat::Svg || chosen.format == ExportFormat::Png;
    outcome_.clear();
    work_.run(
        [=](const SearchControl& control) {
            const ExportLine line =
                game ? gameLine(variant, variant.start(), moves, title) : solutionLine(variant, rank, control);
            const std::size_t shown = std::min(pictured.value_or(line.moves.size()), line.moves.size());
            writeExport(line, chosen, target, control, shown);
            // A picture is one board: the sentence names the move it follows.
            return static_cast<int>(picture ? shown : line.moves.size()) + 1;
        },
        [this](int boards) { finished(boards); });
}

void ExportDialog::setRunning(bool running)
{
    progress_->setVisible(running);
    progress_->setRange(0, 0); // busy until the first report
    for (QWidget* field : std::initializer_list<QWidget*>{content_, rank_, format_, width_, height_, pace_, path_, browse_}) {
        field->setEnabled(!running);
    }
    export_->setEnabled(!running);
    close_->setText(running ? tr("Cancel") : tr("Close"));
    if (!running) {
        check();
    }
    growToShowAll(this);
}

void ExportDialog::finished(int boards)
{
    const QString name = QFileInfo(writing_).fileName();
    QString sentence;
    switch (format()) {
    case ExportFormat::Pdf:
        sentence = tr("Saved a strip of %n board(s), the start and each move, to %1.", nullptr, boards).arg(name);
        break;
    case ExportFormat::Gif:
        sentence = tr("Saved an animation of %n frame(s), the start and each move, to %1.", nullptr, boards).arg(name);
        break;
    case ExportFormat::Svg:
    case ExportFormat::Png:
        sentence = boards > 1 ? tr("Saved a picture of the board after move %1 to %2.").arg(boards - 1).arg(name)
                              : tr("Saved a picture of the board at the start to %1.").arg(name);
        break;
    }
    Q_EMIT exported(writing_, sentence);
    accept();
}

void ExportDialog::say(const QString& sentence)
{
    outcome_ = sentence;
    check();
}

void ExportDialog::showMessage(const QString& sentence)
{
    message_->setText(sentence);
    growToShowAll(this);
}

} // namespace leapfrog::ui
