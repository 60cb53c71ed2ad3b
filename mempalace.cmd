@echo off
rem The mempalace command on Windows: builds the CLI with the Maven wrapper on first use, then runs it.
rem Build output goes to stderr so that stdout carries only the command's own output (JSON when piped).
setlocal
set "DIR=%~dp0"
if "%DIR:~-1%"=="\" set "DIR=%DIR:~0,-1%"
set "JAR=%DIR%\adapter-cli\target\mempalace.jar"
rem bench --cold and --forks start fresh MemPalace processes through this same launcher.
set "MEMPALACE_LAUNCHER=%~f0"

if exist "%JAR%" goto run
echo mempalace: first run, building %JAR% ... 1>&2
pushd "%DIR%"
call "%DIR%\mvnw.cmd" -q -DskipTests package -pl adapter-cli -am 1>&2
set "BUILD=%ERRORLEVEL%"
popd
if "%BUILD%"=="0" goto run
echo mempalace: the build failed; run mvnw.cmd -DskipTests package -pl adapter-cli -am in "%DIR%" to see why 1>&2
exit /b 1

:run
set "JAVA=java"
if defined JAVA_HOME set "JAVA=%JAVA_HOME%\bin\java.exe"
rem A short-lived command starts fastest with the serial collector and the C1-only JIT; JVM log output goes
rem to stderr so that piped JSON stays clean.
"%JAVA%" -XX:+UseSerialGC -XX:TieredStopAtLevel=1 -Xshare:auto -Xlog:disable -Xlog:all=warning:stderr -jar "%JAR%" %*
exit /b %ERRORLEVEL%
