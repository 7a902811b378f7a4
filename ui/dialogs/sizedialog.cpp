#include "sizedialog.h"

#include "board/boardstyle.h"
#include "board/boardview.h"
#include "countfield.h"
#include "families/families.h"
#include "growtofit.h"
#include "model/errors.h"
#include "words/texts.h"
#include "words/refusaltext.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalBlocker>
#include <QVBoxLayout>

namespace leapfrog::ui {

namespace {

// Boards up to this many holes are drawn in the dialog; larger ones would
// only be a smudge at this size.
constexpr int kPreviewHoles = 80;
const QSize kPreviewSize(380, 230);
// Boards with more holes than this scroll a long way: worth a word before
// the player commits.
constexpr int kLargeBoardHoles = 400;

} // namespace

SizeDialog::SizeDialog(const Variant& initial, QWidget* parent)
    : QDialog(parent)
    , family_(boardFamily(initial.family()))
    , presets_(new QComboBox(this))
    , preview_(new BoardView(this))
    , previewNote_(new QLabel(preview_))
    , message_(new QLabel(this))
    , buttons_(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setWindowTitle(family_.sizeDialogTitle());
    auto* form = new QFormLayout;
    form->addRow(tr("&Preset:"), presets_);
    presets_->setObjectName(QStringLiteral("sizePresets"));
    presets_->setPlaceholderText(tr("Your own size"));
    for (const SizePreset& preset : sizePresets(initial)) {
        presets_->addItem(preset.label, QString::fromStdString(preset.spec));
    }
    addFields(form);
    fill(initial);
    if (strict_) {
        connect(strict_, &QCheckBox::toggled, this, &SizeDialog::validate);
    }
    stylePreview();
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(preview_, 0, Qt::AlignHCenter);
    layout->addWidget(message_);
    layout->addWidget(buttons_);
    connect(presets_, &QComboBox::activated, this, &SizeDialog::choosePreset);
    connect(buttons_, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons_, &QDialogButtonBox::rejected, this, &QDialog::reject);
    orderTabs();
    validate();
}

// The family's size fields (and a long row's rules) under the preset.
void SizeDialog::addFields(QFormLayout* form)
{
    for (const SizeField& field : family_.sizeFields) {
        addField(form, field.objectName, field.labelText(), field.whatText(), field.maximum);
    }
    if (family_.choosesRules) {
        addRulesChoice(form);
    }
}

void SizeDialog::addRulesChoice(QFormLayout* form)
{
    strict_ = new QCheckBox(tr("&Strict rules: blue only right, red only left, jumps over the other colour only"),
                            this);
    strict_->setObjectName(QStringLiteral("strictRules"));
    form->addRow(strict_);
}

// The preview of the board and the message under it.
void SizeDialog::stylePreview()
{
    // The picture only shows the board: clicks and keys belong to the fields.
    preview_->setObjectName(QStringLiteral("sizePreview"));
    preview_->setFixedSize(kPreviewSize);
    preview_->setAttribute(Qt::WA_TransparentForMouseEvents);
    preview_->setFocusPolicy(Qt::NoFocus);
    preview_->setAnimationSpeed(AnimationSpeed::Instant);
    previewNote_->setObjectName(QStringLiteral("sizePreviewNote"));
    previewNote_->setGeometry(QRect(QPoint(0, 0), kPreviewSize).adjusted(24, 24, -24, -24));
    previewNote_->setAlignment(Qt::AlignCenter);
    previewNote_->setWordWrap(true);
    // On the table, which is dark in every theme.
    previewNote_->setStyleSheet(QStringLiteral("color: %1;").arg(palette::cream.name()));
    previewNote_->hide();
    message_->setObjectName(QStringLiteral("sizeMessage"));
    message_->setWordWrap(true);
    message_->setMinimumWidth(kPreviewSize.width());
    // Room for a usual message, so the dialog keeps its size as it changes;
    // a longer one grows it (growToShowAll).
    message_->setMinimumHeight(message_->fontMetrics().lineSpacing() * 3 + 4);
    message_->setAlignment(Qt::AlignLeft | Qt::AlignTop);
}

// Tab as the dialog reads: the preset, the fields, the check box, then OK and
// Cancel (made before the fields, they would come first).
void SizeDialog::orderTabs()
{
    QWidget* previous = presets_;
    for (const Field& field : fields_) {
        setTabOrder(previous, field.edit);
        previous = field.edit;
    }
    if (strict_) {
        setTabOrder(previous, strict_);
    }
}

void SizeDialog::addField(QFormLayout* form, const char* objectName, const QString& label, const QString& what,
                          int maximum)
{
    auto* edit = new QLineEdit(this);
    edit->setObjectName(QString::fromLatin1(objectName));
    edit->setToolTip(capitalised(what));
    connect(edit, &QLineEdit::textChanged, this, &SizeDialog::validate);
    form->addRow(label, edit);
    fields_.push_back({edit, what, maximum});
}

// The fields from a board of this family: its sizes in the fields' order.
void SizeDialog::fill(const Variant& variant)
{
    const std::vector<int> counts = family_.countsOf(variant);
    for (std::size_t i = 0; i < fields_.size() && i < counts.size(); ++i) {
        const QSignalBlocker quiet(fields_[i].edit);
        fields_[i].edit->setText(QString::number(counts[i]));
    }
    if (strict_) {
        const QSignalBlocker quiet(strict_);
        strict_->setChecked(variant.rules() == RuleSet::Strict);
    }
}

QString SizeDialog::message() const { return message_->text(); }

void SizeDialog::choosePreset(int index)
{
    fill(Variant::parse(presets_->itemData(index).toString().toStdString()));
    validate();
}

std::optional<Variant> SizeDialog::readFields(QString* problem) const
{
    std::vector<int> counts;
    for (const Field& field : fields_) {
        const auto count = readCount(field.edit, field.what, problem, 1, field.maximum);
        if (!count) {
            return std::nullopt;
        }
        counts.push_back(*count);
    }
    try {
        const RuleSet rules = strict_ && strict_->isChecked() ? RuleSet::Strict : RuleSet::Classic;
        return family_.boardOfCounts(counts, rules, problem);
    } catch (const InputError& error) {
        if (refusalOf(error)) {
            *problem = refusalText(error); // in the player's language
            return std::nullopt;
        }
        // The core's message may end with every accepted form of a spec; the
        // fields already say which form this is.
        *problem = QString::fromUtf8(error.what()).section(QStringLiteral("; accepted:"), 0, 0);
        if (!problem->endsWith(QLatin1Char('.'))) {
            *problem += QLatin1Char('.'); // said as a sentence, like every message of the window
        }
    }
    return std::nullopt;
}

QString SizeDialog::describe(const Variant& variant) const
{
    QString text = family_.sizeSentence(variant);
    if (variant.holeCount() > kLargeBoardHoles) {
        text += QLatin1Char(' ') + tr("A board this long scrolls.");
    }
    return text + QLatin1Char(' ') + verdictBasisText(variant);
}

void SizeDialog::validate()
{
    QString problem;
    variant_ = readFields(&problem);
    if (variant_) {
        message_->setText(describe(*variant_));
        message_->setStyleSheet(QString()); // the palette's own text colour
    } else {
        message_->setText(capitalised(problem));
        message_->setStyleSheet(QStringLiteral("color: %1;")
                                    .arg(readableOn(QColor(0x9A, 0x3F, 0x00), palette().color(QPalette::Window)).name()));
    }
    presets_->setCurrentIndex(variant_ ? presets_->findData(QString::fromStdString(variant_->spec())) : -1);
    buttons_->button(QDialogButtonBox::Ok)->setEnabled(variant_.has_value());
    showPreview();
    growToShowAll(this); // a longer message needs more lines: shown whole, never cut
}

void SizeDialog::showPreview()
{
    // The picture shows the whole board or nothing: a board whose holes would
    // be smaller than the smallest drawn spacing (or a long row cut at the
    // picture's edge) would mislead more than an empty table.
    const auto fitsWhole = [](const Variant& board) {
        const QSizeF smallest = BoardGeometry(board.board()).sizeAt(BoardGeometry::kMinSpacing);
        return smallest.width() <= kPreviewSize.width() && smallest.height() <= kPreviewSize.height();
    };
    if (variant_ && variant_->holeCount() <= kPreviewHoles && fitsWhole(*variant_)) {
        preview_->setBoard(variant_->board(), variant_->start());
        preview_->setGoalRings(variant_->goal());
        preview_->zoomToFit(); // a preview is never scrolled: smaller pegs, the whole board
        previewNote_->hide();
    } else {
        preview_->setBoard(Board(), Position()); // the empty table
        // Said, so that an empty picture does not look like a fault.
        previewNote_->setText(variant_ ? tr("Too long to draw whole here (%Ln holes): the game shows it at a "
                                            "playable size.", nullptr, variant_->holeCount())
                                       : QString());
        previewNote_->setVisible(variant_.has_value());
    }
}

void SizeDialog::setHighContrast(bool on)
{
    preview_->setHighContrast(on);
}

} // namespace leapfrog::ui
