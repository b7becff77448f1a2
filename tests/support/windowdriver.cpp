// SPDX-License-Identifier: GPL-3.0-or-later
#include "windowdriver.h"

#include "widgetlookup.h"
#include "window/mainwindow.h"

#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTest>

#include <algorithm>
#include <cstdio>

namespace cm::test {

Privileges userWithoutHelper()
{
    Privileges user = Privileges::ofThisProcess();
    user.root = false;
    return user.withoutHelper();
}

void chooseSmallRun(MainWindow &window, const QString &source, const QString &target, int mebibytes, int repetitions)
{
    auto *targets = namedChild<QComboBox>(window, "targetCombo");
    ASSERT_TRUE(QTest::qWaitFor([&] { return targets->count() > 0; }, 20000));
    targets->addItem(target, target);
    targets->setCurrentIndex(targets->count() - 1);
    namedChild<QLineEdit>(window, "sourceEdit")->setText(source);
    for (const char *other : {"photosCheck", "systemCheck", "imageCheck", "smallCheck"})
        namedChild<QCheckBox>(window, other)->setChecked(false);
    namedChild<QCheckBox>(window, "booksCheck")->setChecked(true);
    namedChild<QCheckBox>(window, "autoSizeCheck")->setChecked(false);
    namedChild<QSpinBox>(window, "booksSizeSpin")->setValue(mebibytes);
    namedChild<QSpinBox>(window, "repetitionsSpin")->setValue(repetitions);
    auto *compression = namedChild<QComboBox>(window, "compressionCombo");
    compression->setCurrentIndex(compression->findData(QStringLiteral("none")));
    auto *start = namedChild<QPushButton>(window, "startButton");
    ASSERT_TRUE(QTest::qWaitFor([&] { return start->isEnabled(); }, 20000))
        << namedChild<QLabel>(window, "preflightLabel")->text().toStdString();
}

StallMeter::StallMeter()
{
    m_timer.setInterval(10);
    QObject::connect(&m_timer, &QTimer::timeout, [this] {
        const qint64 gap = m_sinceTick.restart();
        if (gap > 30 && qEnvironmentVariableIsSet("STALLS"))
            std::printf("stall %lld ms at %lld\n", static_cast<long long>(gap),
                        static_cast<long long>(m_clock.elapsed()));
        m_worst = std::max(m_worst, gap);
    });
    QTimer::singleShot(0, [this] {
        m_sinceTick.start();
        m_clock.start();
        m_timer.start();
    });
}

} // namespace cm::test
