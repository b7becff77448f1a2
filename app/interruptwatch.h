#pragma once

#include <QObject>
#include <QTimer>

namespace cm {

// While it lives, SIGINT and SIGTERM do not end the process: they are
// noticed on the event loop (within a tenth of a second) and reported as
// interrupted(), so that a run can stop and clean up first. The handlers
// that were there before come back when it goes.
class InterruptWatch : public QObject
{
    Q_OBJECT
public:
    explicit InterruptWatch(QObject *parent = nullptr);
    ~InterruptWatch() override;

Q_SIGNALS:
    void interrupted();

private:
    QTimer m_poll;
    void (*m_previousInt)(int) = nullptr;
    void (*m_previousTerm)(int) = nullptr;
};

} // namespace cm
