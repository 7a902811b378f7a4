#include "sizedialog.h"

#include "board/boardstyle.h"
#include "board/boardview.h"
#include "countfield.h"
#include "growtofit.h"
#include "model/errors.h"
#include "words/texts.h"
#include "words/refusaltext.h"
#include "sizepresets.h"

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

QString titleOf(Family family)
{
    switch (family) {
    case Family::Y: return SizeDialog::tr("Three-colour Y board");
    case Family::Branch: return SizeDialog::tr("Branching board");
    case Family::Dudeney: return SizeDialog::tr("Dudeney's frogs");
    case Family::Grid: return SizeDialog::tr("Grid");
    case Family::Classic:
    case Family::Strict:
    case Family::Pairs:
    case Family::Row: break;
    }
    return SizeDialog::tr("Custom size");
}

} // namespace

SizeDialog::SizeDialog(const Variant& initial, QWidget* parent)
    : QDialog(parent)
    , family_(initial.family())
    , presets_(new QComboBox(this))
    , preview_(new BoardView(this))
    , previewNote_(new QLabel(preview_))
    , message_(new QLabel(this))
    , buttons_(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setWindowTitle(titleOf(family_));
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

// The family's size fields (and a row's strict rules) under the preset.
void SizeDialog::addFields(QFormLayout* form)
{
    switch (family_) {
    case Family::Y:
        addField(form, "armLength", tr("&Arm length:"), tr("holes in each of the three arms"), kMaxPegsPerSide);
        break;
    case Family::Branch:
        addField(form, "branchBlue", tr("&Blue pegs (line, left):"), tr("blue pegs"), kMaxPegsPerSide);
        addField(form, "branchTrunk", tr("Red pegs on the &trunk:"), tr("red pegs on the trunk"), kMaxPegsPerSide);
        addField(form, "branchArm1", tr("Red pegs on the &upper arm:"), tr("red pegs on the upper arm"),
                 kMaxPegsPerSide);
        addField(form, "branchArm2", tr("Red pegs on the &lower arm:"), tr("red pegs on the lower arm"),
                 kMaxPegsPerSide);
        break;
    case Family::Dudeney: addField(form, "blueCount", tr("&Frogs:"), tr("frogs"), kMaxDudeney); break;
    case Family::Grid:
        addField(form, "blueCount", tr("&Size N (a board of 2N+1 by 2N+1):"), tr("the size N"), kMaxGrid);
        break;
    case Family::Pairs:
        // Seed 002's game has as many pegs of each colour.
        addField(form, "blueCount", tr("&Pegs of each colour:"), tr("pegs of each colour"), kMaxPegsPerSide);
        break;
    case Family::Classic:
    case Family::Strict:
    case Family::Row:
        addField(form, "blueCount", tr("&Blue pegs (left):"), tr("blue pegs"), kMaxPegsPerSide);
        addField(form, "redCount", tr("&Red pegs (right):"), tr("red pegs"), kMaxPegsPerSide);
        break;
    }
    if (family_ == Family::Row) {
        addField(form, "holeCount", tr("Empty &holes between:"), tr("empty holes"), kMaxRowHoles - 1);
        addField(form, "jumpLength", tr("&Jumps over up to (pegs):"), tr("the jump length"), kMaxRowHoles - 1);
        strict_ = new QCheckBox(tr("&Strict rules: blue only right, red only left, jumps over the other colour only"),
                                this);
        strict_->setObjectName(QStringLiteral("strictRules"));
        form->addRow(strict_);
    }
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
    std::vector<int> counts;
    switch (family_) {
    case Family::Y:
    case Family::Branch:
    case Family::Dudeney:
    case Family::Grid: counts = variant.sizes(); break;
    case Family::Pairs: counts = {variant.blueCount()}; break;
    case Family::Classic:
    case Family::Strict: counts = {variant.blueCount(), variant.redCount()}; break;
    case Family::Row: counts = {variant.blueCount(), variant.redCount(), variant.holesBetween(), variant.reach()}; break;
    }
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
        return boardOf(counts, problem);
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

// The board of these counts (in the fields' order); throws the core's
// InputError, or says in `*problem` what the board's own words say better.
std::optional<Variant> SizeDialog::boardOf(const std::vector<int>& counts, QString* problem) const
{
    switch (family_) {
    case Family::Classic: return Variant::classic(counts[0], counts[1]);
    case Family::Strict: return Variant::strict(counts[0], counts[1]);
    case Family::Pairs: return Variant::pairs(counts[0]);
    case Family::Row:
        return Variant::longRow(strict_->isChecked() ? RuleSet::Strict : RuleSet::Classic, counts[0], counts[1],
                                counts[2], counts[3]);
    case Family::Dudeney: return Variant::dudeney(counts[0]);
    case Family::Grid: return Variant::grid(counts[0]);
    case Family::Y: return Variant::yBoard(counts[0]);
    case Family::Branch:
        if (counts[0] <= counts[2] + counts[3]) {
            // NB > N1 + N2: otherwise the empty hole could not end on the line.
            *problem = tr("Too few blue pegs: %1 blue must outnumber the %2 red on the two arms, so that the "
                          "empty hole ends on the line, left of the branching point.")
                           .arg(counts[0])
                           .arg(counts[2] + counts[3]);
            return std::nullopt;
        }
        return Variant::branch(counts[0], counts[1], counts[2], counts[3]);
    }
    return std::nullopt;
}

QString SizeDialog::describe(const Variant& variant) const
{
    const QString spec = QString::fromStdString(variant.spec());
    QString text;
    switch (family_) {
    case Family::Y:
        text = tr("%1: %2 holes, %3 pegs of each colour.").arg(spec).arg(variant.holeCount()).arg(variant.sizes()[0]);
        break;
    case Family::Dudeney:
        text = tr("%1: %2 holes, %3 numbered frogs.").arg(spec).arg(variant.holeCount()).arg(variant.sizes()[0]);
        break;
    case Family::Classic:
    case Family::Strict:
    case Family::Pairs:
    case Family::Row:
    case Family::Grid:
    case Family::Branch:
        text = tr("%1: %2 holes, %3 blue and %4 red pegs.")
                   .arg(spec)
                   .arg(variant.holeCount())
                   .arg(variant.blueCount())
                   .arg(variant.redCount());
        break;
    }
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
