#include "sizemenu.h"

#include "families/families.h"
#include "play/recordbook.h"
#include "words/recordtexts.h"
#include "play/solvability.h"

#include <QActionGroup>
#include <QMenu>

namespace leapfrog::ui {

namespace {

// What a preset action keeps besides its spec (in data()).
const char* const kLabel = "presetLabel";
const char* const kUnsolvable = "unsolvableBecause";

} // namespace

SizeMenu::SizeMenu(QMenu* menu)
    : QObject(menu)
    , menu_(menu)
    , group_(new QActionGroup(this))
    , custom_(new QAction(tr("&Custom..."), this))
{
    custom_->setObjectName(QStringLiteral("customSize"));
    custom_->setCheckable(true);
    group_->addAction(custom_);
    connect(custom_, &QAction::triggered, this, [this] {
        check(); // the mark moves only when a board is started
        Q_EMIT customChosen();
    });
}

void SizeMenu::setVariant(const Variant& variant)
{
    // A long-jump row's presets keep its holes, jumps and rules.
    if (family_ != variant.family() || variant.family() == Family::Row) {
        offer(variant);
    }
    current_ = variant.spec();
    check();
}

void SizeMenu::offer(const Variant& variant)
{
    family_ = variant.family();
    for (QAction* action : group_->actions()) {
        if (action != custom_) {
            delete action;
        }
    }
    menu_->clear();
    menu_->setToolTipsVisible(true);
    for (const SizePreset& preset : sizePresets(variant)) {
        auto* action = new QAction(preset.label, this);
        const QString spec = QString::fromStdString(preset.spec);
        action->setProperty(kLabel, preset.label);
        // Still offered (a class may want to see why), but marked, with the reason.
        if (const auto why = whyUnsolvable(Variant::parse(preset.spec))) {
            action->setProperty(kUnsolvable, *why);
        }
        action->setObjectName(QStringLiteral("size-") + spec);
        action->setData(spec);
        label(action);
        action->setCheckable(true);
        group_->addAction(action);
        menu_->addAction(action);
        connect(action, &QAction::triggered, this, [this, spec] { Q_EMIT presetChosen(spec); });
    }
    menu_->addSeparator();
    menu_->addAction(custom_);
}

void SizeMenu::setRecordBook(const RecordBook* book)
{
    book_ = book;
    connect(book_, &RecordBook::changed, this, &SizeMenu::labelAll);
    labelAll();
}

void SizeMenu::labelAll()
{
    for (QAction* action : group_->actions()) {
        if (action != custom_) {
            label(action);
        }
    }
}

void SizeMenu::label(QAction* action) const
{
    const QString text = action->property(kLabel).toString();
    const QString why = action->property(kUnsolvable).toString();
    if (!why.isEmpty()) {
        action->setText(tr("%1 (no solution)").arg(text));
        action->setToolTip(why);
        action->setStatusTip(why);
        return;
    }
    const SizeRecord* record = book_ ? book_->find(action->data().toString().toStdString()) : nullptr;
    if (record && record->solved()) {
        const QString best = tr("Solved; your best is %1.").arg(resultText(record->best));
        // In words: the radio mark is the current size's alone, and a tick beside it read as a second check.
        // A best reached with help says so: "your best" alone reads as a solve of one's own.
        action->setText(record->best.hints > 0
                            ? tr("%1 (your best: %Ln move(s), with hints)", nullptr, record->best.moves).arg(text)
                            : tr("%1 (your best: %Ln move(s))", nullptr, record->best.moves).arg(text));
        action->setToolTip(best);
        action->setStatusTip(best);
    } else {
        action->setText(text);
        action->setToolTip({});
        action->setStatusTip({});
    }
}

void SizeMenu::check()
{
    QAction* mark = custom_;
    for (QAction* action : group_->actions()) {
        if (action->data().toString().toStdString() == current_ && action != custom_) {
            mark = action;
        }
    }
    mark->setChecked(true);
}

} // namespace leapfrog::ui
