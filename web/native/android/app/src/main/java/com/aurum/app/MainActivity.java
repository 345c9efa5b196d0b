package com.aurum.app;

import com.getcapacitor.BridgeActivity;

public class MainActivity extends BridgeActivity {}
