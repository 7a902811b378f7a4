#include "statespacecontroller.h"

#include "analysis/state_graph.h"
#include "model/errors.h"
#include "play/gamemodel.h"
#include "play/playcontroller.h"
#include "placement.h"
#include "statespaceview.h"

#include <QScreen>
#include <QWidget>

namespace leapfrog::ui {

StateSpaceController::StateSpaceController(GameModel* model, PlayController* play, QWidget* window)
    : QObject(window)
    , model_(model)
    , play_(play)
    , window_(window)
{
    connect(model_, &GameModel::reset, this, [this] {
        if (isShown()) {
            picture();
        }
    });
    connect(model_, &GameModel::changed, this, &StateSpaceController::follow);
}

bool StateSpaceController::isShown() const { return dialog_ && dialog_->isVisible(); }

void StateSpaceController::show()
{
    if (!dialog_) {
        dialog_ = new StateSpaceDialog(window_);
        dialog_->setObjectName(QStringLiteral("stateSpace"));
        connect(dialog_, &StateSpaceDialog::positionClicked, this, &StateSpaceController::goTo);
        // Beside the main window, never over the board it follows; where the
        // player moves it afterwards, it stays.
        const auto* board = window_->findChild<QWidget*>(QStringLiteral("boardArea"));
        const QRect boardRect = board ? QRect(board->mapToGlobal(QPoint()), board->size()) : QRect();
        dialog_->setGeometry(placeBeside(window_->frameGeometry(), boardRect, dialog_->size(),
                                         window_->screen()->availableGeometry()));
    }
    dialog_->show();
    picture();
    dialog_->raise();
    dialog_->activateWindow();
}

void StateSpaceController::picture()
{
    const Variant& variant = model_->variant();
    if (pictured_ != variant.spec()) {
        pictured_ = dialog_->showVariant(variant) ? variant.spec() : std::string();
    }
    if (!pictured_.empty()) {
        model_->markSolutionShown();
    }
    follow();
}

void StateSpaceController::follow()
{
    if (isShown() && !pictured_.empty()) {
        dialog_->setCurrent(model_->position());
    }
}

bool StateSpaceController::goTo(const QString& text)
{
    const Variant& variant = model_->variant();
    Position target;
    try {
        target = variant.parsePosition(text.toStdString());
    } catch (const InputError&) {
        return false;
    }
    play_->stop();
    std::optional<std::vector<Move>> path;
    bool fromStart = false;
    try {
        path = shortestPathBetween(variant, model_->position(), target);
        if (!path) {
            path = shortestPathBetween(variant, variant.start(), target);
            fromStart = true;
        }
    } catch (const LimitError&) {
        return false; // only for a board larger than any picture shows
    }
    if (!path) {
        return false;
    }
    if (fromStart) {
        model_->restart();
    }
    for (const Move move : *path) {
        model_->play(move, Origin::Solution);
    }
    return true;
}

} // namespace leapfrog::ui
