#include "custompuzzledialog.h"

#include "board/boardstyle.h"
#include "catalog/exact_search.h"
#include "model/errors.h"
#include "words/refusaltext.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QToolButton>
#include <QVBoxLayout>

namespace leapfrog::ui {

namespace {

// How long the editor's search may take before it says it cannot tell.
constexpr std::chrono::seconds kCheckBudget{20};

// Blue, red, empty: what one click on a cell turns it into next.
Cell nextPiece(Cell cell)
{
    switch (cell) {
    case Cell::Empty: return Cell::Blue;
    case Cell::Blue: return Cell::Red;
    default: return Cell::Empty;
    }
}

void paintCell(QToolButton* button, Cell cell)
{
    const QColor colour = cell == Cell::Empty ? QColor(0xE8, 0xE1, 0xD3) : pegColour(cell);
    const QString text = cell == Cell::Empty ? QString() : QString(QChar::fromLatin1(cellChar(cell)));
    button->setText(text);
    button->setStyleSheet(QStringLiteral("QToolButton { background: %1; color: white; font-weight: bold; "
                                         "border: 1px solid #7A6A55; border-radius: 15px; }"
                                         "QToolButton:disabled { color: white; border-style: dashed; }"
                                         // The style sheet hides the style's focus rectangle: the
                                         // keyboard's cell gets a wide ring of its own.
                                         "QToolButton:focus { border: 3px solid palette(highlight); }")
                              .arg(colour.name()));
}

} // namespace

CustomPuzzleDialog::CustomPuzzleDialog(const Variant& initial, QWidget* parent)
    : QDialog(parent)
    , length_(new QSpinBox(this))
    , rules_(new QComboBox(this))
    , reach_(new QSpinBox(this))
    , mirror_(new QCheckBox(tr("&Goal is the mirror of the start"), this))
    , grid_(new QGridLayout)
    , spec_(new QLabel(this))
    , verdict_(new QLabel(this))
    , buttons_(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
    , search_(Budget{kCheckBudget, kWindowSearchMemory})
{
    setUpFields(initial);
    buildLayout();
    fill(initial);
    connect(length_, &QSpinBox::valueChanged, this, &CustomPuzzleDialog::setLength);
    connect(rules_, &QComboBox::currentIndexChanged, this, &CustomPuzzleDialog::refresh);
    connect(reach_, &QSpinBox::valueChanged, this, &CustomPuzzleDialog::refresh);
    connect(mirror_, &QCheckBox::toggled, this, &CustomPuzzleDialog::refresh);
    connect(buttons_, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons_, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(&search_, &BackgroundWork::outOfBudget, this, &CustomPuzzleDialog::showLimit);
    connect(&search_, &BackgroundWork::failed, this, &CustomPuzzleDialog::showLimit);
    refresh();
}

void CustomPuzzleDialog::setUpFields(const Variant& initial)
{
    setWindowTitle(tr("Custom puzzle"));
    length_->setObjectName(QStringLiteral("puzzleLength"));
    rules_->setObjectName(QStringLiteral("puzzleRules"));
    reach_->setObjectName(QStringLiteral("puzzleJump"));
    mirror_->setObjectName(QStringLiteral("puzzleMirror"));
    spec_->setObjectName(QStringLiteral("puzzleSpec"));
    verdict_->setObjectName(QStringLiteral("puzzleVerdict"));
    length_->setRange(2, kMaxHoles);
    rules_->addItem(tr("Classic: any peg steps, or jumps pegs of either colour, either way"));
    rules_->addItem(tr("Strict: blue only right, red only left, jumps over the other colour only"));
    reach_->setRange(1, kMaxHoles - 2);
    connect(reach_, &QSpinBox::valueChanged, this, &CustomPuzzleDialog::sayReach);
    const std::string start = initial.start().text();
    mirror_->setChecked(initial.goal().text() == std::string(start.rbegin(), start.rend()));
    verdict_->setWordWrap(true);
    verdict_->setMinimumHeight(verdict_->fontMetrics().lineSpacing() * 3);
    spec_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    buttons_->button(QDialogButtonBox::Ok)->setText(tr("&Play"));
}

void CustomPuzzleDialog::sayReach(int pegs) { reach_->setSuffix(tr(" peg(s) at most", nullptr, pegs)); }

void CustomPuzzleDialog::buildLayout()
{
    auto* form = new QFormLayout;
    form->addRow(tr("&Holes in the row:"), length_);
    form->addRow(tr("&Rules:"), rules_);
    form->addRow(tr("&Jumps over up to:"), reach_);
    auto* hint = new QLabel(tr("Click a hole to cycle it: empty, blue, red."), this);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(hint);
    // The cells sit next to their "Start:" and "Goal:" labels, the spare
    // width after them.
    auto* rows = new QHBoxLayout;
    rows->addLayout(grid_);
    rows->addStretch(1);
    layout->addLayout(rows);
    layout->addWidget(mirror_);
    layout->addWidget(spec_);
    layout->addWidget(verdict_);
    layout->addWidget(buttons_);
    grid_->addWidget(new QLabel(tr("Start:"), this), 0, 0);
    grid_->addWidget(new QLabel(tr("Goal:"), this), 1, 0);
}

// The fields and the cells from `initial`.
void CustomPuzzleDialog::fill(const Variant& initial)
{
    for (int row = 0; row < 2; ++row) {
        const Position& position = row == 0 ? initial.start() : initial.goal();
        for (int hole = 0; hole < position.size(); ++hole) {
            pieces_[row].push_back(position.at(hole));
        }
    }
    length_->setValue(initial.holeCount());
    rules_->setCurrentIndex(initial.rules() == RuleSet::Strict ? 1 : 0);
    reach_->setValue(initial.reach());
    sayReach(initial.reach());
    setLength(initial.holeCount());
}

CustomPuzzleDialog::~CustomPuzzleDialog() = default;

QString CustomPuzzleDialog::verdictText() const { return verdict_->text(); }

QToolButton* CustomPuzzleDialog::cell(int row, int hole) const
{
    return cells_[row].at(static_cast<std::size_t>(hole));
}

void CustomPuzzleDialog::setLength(int holes)
{
    for (int row = 0; row < 2; ++row) {
        pieces_[row].resize(static_cast<std::size_t>(holes), Cell::Empty);
        while (static_cast<int>(cells_[row].size()) > holes) {
            delete cells_[row].back();
            cells_[row].pop_back();
        }
        while (static_cast<int>(cells_[row].size()) < holes) {
            const int hole = static_cast<int>(cells_[row].size());
            auto* button = new QToolButton(this);
            button->setObjectName(QStringLiteral("puzzleCell-%1-%2").arg(row).arg(hole + 1));
            button->setFixedSize(30, 30);
            button->setToolTip(tr("Hole %1").arg(hole + 1));
            connect(button, &QToolButton::clicked, this, [this, row, hole] { cycle(row, hole); });
            grid_->addWidget(button, row, hole + 1);
            cells_[row].push_back(button);
        }
    }
    // Tab reads the dialog as it is drawn: the fields, the start row, the
    // goal row, then the rest (cells made later would come last).
    QWidget* previous = reach_;
    for (const auto& cells : cells_) {
        for (QToolButton* cell : cells) {
            setTabOrder(previous, cell);
            previous = cell;
        }
    }
    refresh();
}

// What a screen reader says as Tab lands on a cell: the row, the hole and
// what it holds now (the cell shows only a colour and a letter).
QString CustomPuzzleDialog::cellName(int row, int hole) const
{
    const Cell piece = pieces_[row][static_cast<std::size_t>(hole)];
    const QString holds = piece == Cell::Blue ? tr("blue peg") : piece == Cell::Red ? tr("red peg") : tr("empty");
    return row == 0 ? tr("Start, hole %1: %2").arg(hole + 1).arg(holds)
                    : tr("Goal, hole %1: %2").arg(hole + 1).arg(holds);
}

void CustomPuzzleDialog::cycle(int row, int hole)
{
    Cell& piece = pieces_[row][static_cast<std::size_t>(hole)];
    piece = nextPiece(piece);
    refresh();
}

Position CustomPuzzleDialog::rowPosition(int row) const
{
    Position position(static_cast<int>(pieces_[row].size()));
    for (std::size_t hole = 0; hole < pieces_[row].size(); ++hole) {
        position.set(static_cast<int>(hole), pieces_[row][hole]);
    }
    return position;
}

void CustomPuzzleDialog::refresh()
{
    if (mirror_->isChecked()) {
        pieces_[1].assign(pieces_[0].rbegin(), pieces_[0].rend());
    }
    for (int row = 0; row < 2; ++row) {
        for (std::size_t hole = 0; hole < cells_[row].size(); ++hole) {
            paintCell(cells_[row][hole], pieces_[row][hole]);
            cells_[row][hole]->setAccessibleName(cellName(row, static_cast<int>(hole)));
            cells_[row][hole]->setEnabled(row == 0 || !mirror_->isChecked());
        }
    }
    variant_.reset();
    checked_ = false;
    search_.cancel(); // the answer for the earlier drawing is dropped
    const RuleSet rules = rules_->currentIndex() == 1 ? RuleSet::Strict : RuleSet::Classic;
    try {
        variant_ = Variant::customRow(rowPosition(0), rowPosition(1), rules, reach_->value());
    } catch (const InputError& error) {
        // The core says what is wrong as data; the editor words it in the player's language.
        const Refusal* refusal = refusalOf(error);
        const bool unsolvable = refusal && refusal->kind == Refusal::Kind::RowPegsDiffer;
        verdict_->setText(unsolvable ? tr("Unsolvable. %1").arg(refusalText(error))
                                     : tr("Not a puzzle yet. %1").arg(refusalText(error)));
        spec_->clear();
        buttons_->button(QDialogButtonBox::Ok)->setEnabled(false);
        return;
    }
    spec_->setText(QString::fromStdString(variant_->spec()));
    buttons_->button(QDialogButtonBox::Ok)->setEnabled(true);
    check();
}

void CustomPuzzleDialog::check()
{
    verdict_->setText(tr("Checking with the exact search..."));
    search_.run(
        [variant = *variant_](const SearchControl& control) {
            Answer answer;
            const ExactSearch search(variant);
            if (const auto finish = search.finish(variant.start(), BigInt(1), control)) {
                answer.minimum = static_cast<int>(finish->moves.size());
                answer.solutions = QString::fromStdString(finish->count.toString());
            }
            return answer;
        },
        [this](const Answer& answer) { showAnswer(answer); });
}

// The search stopped at its budget or could not run (too large): said, so
// that the dialog never waits in silence.
void CustomPuzzleDialog::showLimit(const QString& why)
{
    checked_ = true;
    verdict_->setText(tr("The exact search cannot tell within its limits: %1.").arg(why));
    Q_EMIT answered(verdict_->text());
}

void CustomPuzzleDialog::showAnswer(const Answer& answer)
{
    checked_ = true;
    if (!answer.minimum) {
        verdict_->setText(tr("Unsolvable: no sequence of moves leads from this start to this goal under these "
                             "rules (the exact search tried every position the start can reach)."));
    } else if (*answer.minimum == 0) {
        verdict_->setText(tr("The start is already the goal: draw a different goal."));
    } else {
        const QString ways = answer.solutions == QStringLiteral("1") ? tr("in exactly one optimal way")
                                                                      : tr("in %1 different optimal ways").arg(answer.solutions);
        verdict_->setText(tr("Solvable: %Ln move(s) at best, %1.", nullptr, *answer.minimum).arg(ways));
    }
    Q_EMIT answered(verdict_->text());
}

} // namespace leapfrog::ui
