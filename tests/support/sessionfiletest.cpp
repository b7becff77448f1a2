// SPDX-License-Identifier: GPL-3.0-or-later
#include "sessionfiletest.h"

#include <QFile>
#include <QJsonArray>
#include <QStringList>

namespace cm::test {
namespace {

QJsonValue changedAt(const QJsonValue &node, QStringList path, const QJsonValue &value)
{
    const QString step = path.takeFirst();
    if (step.startsWith(QLatin1Char('#'))) {
        QJsonArray array = node.toArray();
        const int index = step.mid(1).toInt();
        if (path.isEmpty())
            value.isUndefined() ? array.removeAt(index) : array.replace(index, value);
        else
            array.replace(index, changedAt(array.at(index), path, value));
        return array;
    }
    QJsonObject object = node.toObject();
    if (path.isEmpty())
        value.isUndefined() ? object.remove(step) : void(object.insert(step, value));
    else
        object.insert(step, changedAt(object.value(step), path, value));
    return object;
}

} // namespace

QByteArray readAll(const QString &path)
{
    QFile file(path);
    EXPECT_TRUE(file.open(QIODevice::ReadOnly)) << path.toStdString();
    return file.readAll();
}

void writeAll(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write(bytes);
}

QJsonObject changed(const QJsonObject &root, const QString &path, const QJsonValue &value)
{
    return changedAt(root, path.split(QLatin1Char('.')), value).toObject();
}

} // namespace cm::test
