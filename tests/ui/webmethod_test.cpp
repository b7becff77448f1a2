// SPDX-License-Identifier: GPL-3.0-or-later
// The web page's method names what it knows and leaves out what it does
// not: a RAM disk mounted from no device reads "mounted at /dev/shm", never
// "mounted at /dev/shm from" with nothing after it.
#include "webpage/webmethod.h"
#include "samplesession.h"

#include <QRegularExpression>

#include <gtest/gtest.h>

using namespace cm;

TEST(WebMethod, AMountWithoutADeviceEndsAtItsMountPoint)
{
    Session session = test::sampleSession(1);
    DriveRecord &drive = session.drives[0];
    drive.target.path = QStringLiteral("/dev/shm");
    drive.target.mountPoint = QStringLiteral("/dev/shm");
    drive.target.device.clear();
    drive.source.device = QStringLiteral("/dev/vda1");
    const QString html = webMethodSection(session);
    EXPECT_TRUE(html.contains(QStringLiteral("mounted at /dev/shm"))) << html.toStdString();
    EXPECT_FALSE(html.contains(QRegularExpression(QStringLiteral("from\\s*<")))) << html.toStdString();
    EXPECT_FALSE(html.contains(QRegularExpression(QStringLiteral("from\\s*,")))) << html.toStdString();
    EXPECT_TRUE(html.contains(QStringLiteral("from /dev/vda1")));
    drive.target.device = QStringLiteral("tmpfs");
    drive.target.filesystem = QStringLiteral("tmpfs");
    EXPECT_FALSE(webMethodSection(session).contains(QStringLiteral("from tmpfs")));
}
