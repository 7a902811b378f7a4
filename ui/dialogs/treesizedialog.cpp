#include "treesizedialog.h"

#include "board/boardview.h"
#include "countfield.h"
#include "growtofit.h"
#include "model/errors.h"
#include "play/texts.h"
#include "sizepresets.h"

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

} // namespace

TreeSizeDialog::TreeSizeDialog(const Variant& initial, QWidget* parent)
    : QDialog(parent)
    , family_(initial.family())
    , presets_(new QComboBox(this))
    , preview_(new BoardView(this))
    , message_(new QLabel(this))
    , buttons_(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    auto* form = new QFormLayout;
    form->addRow(tr("&Preset:"), presets_);
    presets_->setObjectName(QStringLiteral("treePresets"));
    presets_->setPlaceholderText(tr("Your own size"));
    for (const SizePreset& preset : sizePresets(family_)) {
        presets_->addItem(preset.label, QString::fromStdString(preset.spec));
    }
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    const std::vector<int>& sizes = initial.sizes();
    if (family_ == Family::Y) {
        setWindowTitle(tr("Three-colour Y board"));
        addField(QStringLiteral("armLength"), tr("&Arm length:"), tr("holes in each of the three arms"), sizes[0]);
    } else {
        setWindowTitle(tr("Branching board"));
        addField(QStringLiteral("branchBlue"), tr("&Blue pegs (line, left):"), tr("blue pegs"), sizes[0]);
        addField(QStringLiteral("branchTrunk"), tr("Red pegs on the &trunk:"), tr("red pegs on the trunk"), sizes[1]);
        addField(QStringLiteral("branchArm1"), tr("Red pegs on the &upper arm:"), tr("red pegs on the upper arm"),
                 sizes[2]);
        addField(QStringLiteral("branchArm2"), tr("Red pegs on the &lower arm:"), tr("red pegs on the lower arm"),
                 sizes[3]);
    }
    for (QLineEdit* field : fields_) {
        form->addRow(field->property("label").toString(), field);
    }
    // The picture only shows the board: clicks and keys belong to the fields.
    preview_->setObjectName(QStringLiteral("treePreview"));
    preview_->setFixedSize(kPreviewSize);
    preview_->setAttribute(Qt::WA_TransparentForMouseEvents);
    preview_->setFocusPolicy(Qt::NoFocus);
    preview_->setAnimationSpeed(AnimationSpeed::Instant);
    message_->setObjectName(QStringLiteral("sizeMessage"));
    message_->setWordWrap(true);
    message_->setMinimumWidth(kPreviewSize.width());
    // Room for the longest message, so the dialog keeps its size as it changes.
    message_->setMinimumHeight(message_->fontMetrics().lineSpacing() * 3 + 4);
    message_->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    layout->addWidget(preview_, 0, Qt::AlignHCenter);
    layout->addWidget(message_);
    layout->addWidget(buttons_);
    connect(presets_, &QComboBox::activated, this, &TreeSizeDialog::choosePreset);
    connect(buttons_, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons_, &QDialogButtonBox::rejected, this, &QDialog::reject);
    validate();
}

void TreeSizeDialog::addField(const QString& objectName, const QString& label, const QString& what, int value)
{
    auto* field = new QLineEdit(QString::number(value), this);
    field->setObjectName(objectName);
    field->setProperty("label", label);
    field->setToolTip(capitalised(what));
    connect(field, &QLineEdit::textChanged, this, &TreeSizeDialog::validate);
    fields_.push_back(field);
    fieldNames_.push_back(what);
}

QString TreeSizeDialog::message() const { return message_->text(); }

void TreeSizeDialog::choosePreset(int index)
{
    const Variant preset = Variant::parse(presets_->itemData(index).toString().toStdString());
    for (std::size_t i = 0; i < fields_.size(); ++i) {
        const QSignalBlocker quiet(fields_[i]);
        fields_[i]->setText(QString::number(preset.sizes()[i]));
    }
    validate();
}

std::optional<Variant> TreeSizeDialog::readFields(QString* problem) const
{
    std::vector<int> sizes;
    for (std::size_t i = 0; i < fields_.size(); ++i) {
        const auto count = readCount(fields_[i], fieldNames_[i], problem, 1, kMaxPegsPerSide);
        if (!count) {
            return std::nullopt;
        }
        sizes.push_back(*count);
    }
    QString spec = family_ == Family::Y ? QStringLiteral("y:%1").arg(sizes[0])
                                        : QStringLiteral("branch:%1,%2,%3,%4").arg(sizes[0]).arg(sizes[1]).arg(sizes[2]).arg(sizes[3]);
    try {
        return Variant::parse(spec.toStdString());
    } catch (const InputError& error) {
        // The core refuses; the one refusal a player can meet here gets the
        // board's own words rather than the spec grammar.
        if (family_ == Family::Branch && sizes[0] <= sizes[2] + sizes[3]) {
            *problem = tr("Too few blue pegs: %1 blue must outnumber the %2 red on the two arms, so that the "
                          "empty hole ends on the line, left of the branching point.")
                           .arg(sizes[0])
                           .arg(sizes[2] + sizes[3]);
        } else {
            *problem = QString::fromUtf8(error.what());
        }
    }
    return std::nullopt;
}

QString TreeSizeDialog::describe(const Variant& variant) const
{
    QString text = family_ == Family::Y
                       ? tr("%1: %2 holes, %3 pegs of each colour.").arg(QString::fromStdString(variant.spec()))
                             .arg(variant.holeCount()).arg(variant.sizes()[0])
                       : tr("%1: %2 holes, %3 blue and %4 red pegs.").arg(QString::fromStdString(variant.spec()))
                             .arg(variant.holeCount()).arg(variant.blueCount()).arg(variant.redCount());
    return text + QLatin1Char(' ') + verdictBasisText(variant);
}

void TreeSizeDialog::validate()
{
    QString problem;
    variant_ = readFields(&problem);
    if (variant_) {
        message_->setText(describe(*variant_));
        message_->setStyleSheet(QStringLiteral("color: #23292D;"));
    } else {
        message_->setText(capitalised(problem));
        message_->setStyleSheet(QStringLiteral("color: #9A3F00;"));
    }
    const int preset = variant_ ? presets_->findData(QString::fromStdString(variant_->spec())) : -1;
    presets_->setCurrentIndex(preset);
    buttons_->button(QDialogButtonBox::Ok)->setEnabled(variant_.has_value());
    showPreview();
    growToShowAll(this); // a longer message needs more lines: shown whole, never cut
}

void TreeSizeDialog::showPreview()
{
    if (variant_ && variant_->holeCount() <= kPreviewHoles) {
        preview_->setBoard(variant_->board(), variant_->start());
        preview_->setGoalRings(variant_->goal());
    } else {
        preview_->setBoard(Board(), Position()); // the empty table
    }
}

} // namespace leapfrog::ui
