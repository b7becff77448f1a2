// SPDX-License-Identifier: GPL-3.0-or-later
#include "wheelguard.h"

#include <QAbstractScrollArea>
#include <QAbstractSpinBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QEvent>
#include <QWidget>

#include <utility>

namespace cm {
namespace {

class WheelGuard : public QObject
{
public:
    using QObject::QObject;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        auto *control = qobject_cast<QWidget *>(watched);
        if (event->type() != QEvent::Wheel || !control || control->hasFocus())
            return false;
        // The nearest scroll area around the control scrolls instead.
        for (QWidget *up = control->parentWidget(); up; up = up->parentWidget()) {
            if (auto *area = qobject_cast<QAbstractScrollArea *>(up)) {
                QCoreApplication::sendEvent(area->viewport(), event);
                return true;
            }
        }
        event->ignore(); // no scroll area: the control stays as it is, the parent may take the wheel
        return true;
    }
};

} // namespace

void guardWheel(QWidget *page)
{
    auto *guard = new WheelGuard(page);
    QList<QWidget *> controls;
    for (QComboBox *combo : page->findChildren<QComboBox *>())
        controls.append(combo);
    for (QAbstractSpinBox *spin : page->findChildren<QAbstractSpinBox *>())
        controls.append(spin);
    for (QWidget *control : std::as_const(controls)) {
        control->setFocusPolicy(Qt::StrongFocus);
        control->installEventFilter(guard);
    }
}

} // namespace cm
